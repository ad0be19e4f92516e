/** Recipients as they may appear in logs: enough to tell messages apart, not enough to identify anyone. */
export function maskRecipient(to: string): string {
  const value = to.trim();
  const at = value.lastIndexOf('@');
  if (at > 0) {
    const local = value.slice(0, at);
    return `${local[0] ?? ''}***@${value.slice(at + 1)}`;
  }
  const digits = value.replace(/\D/g, '');
  if (digits.length >= 4) return `***${digits.slice(-4)}`;
  return '***';
}
