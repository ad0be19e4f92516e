// The licence disc scan (issue 11). Only the light button wrapper is imported eagerly: the dialog, the
// barcode reader and its WebAssembly load on demand. The motor line passes its parser in:
//   <LicenceDiscScanButton parse={parseLicenceDisc} onScanned={(fields) => ...} />
export { LicenceDiscScanButton } from './licence-disc-scan-button';
export type { LicenceDiscScannerProps as LicenceDiscScanButtonProps } from './licence-disc-scanner';
export type { BarcodeParser } from './decode-barcode';
