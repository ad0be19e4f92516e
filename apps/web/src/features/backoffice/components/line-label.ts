/** A product line code ('device_credit_life') in words ('Device credit life'). */
export function lineLabel(line: string): string {
  const words = line.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
