/** The build stamp of spec 000 §9. */
export const BUILD_STAMP = '202510231746';
