import { benchHealth } from './api-health.bench';
import { benchDeviceQuotes } from './device-quotes.bench';
import { benchFuneralQuotes } from './funeral-quotes.bench';
import { benchMotorQuotes } from './motor-quotes.bench';
import { benchWebBundle } from './web-bundle.bench';

// `npm run bench`: prints figures, asserts nothing. Load goes to 127.0.0.1 only and is bounded in time.
console.log(`node ${process.version}, ${new Date().toISOString()}`);
benchWebBundle();
await benchHealth();
await benchFuneralQuotes();
await benchDeviceQuotes();
await benchMotorQuotes();
