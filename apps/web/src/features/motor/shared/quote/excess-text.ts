const NO_BREAK = '\u00a0';

/**
 * How an excess is set, as the rating words it ('10 % of the sum insured, at least R5 000'), with its
 * amounts kept on one line: a narrow column on a phone must not break 'R5 000' into 'R5' and '000'.
 */
export function excessRuleText(description: string): string {
  return description.replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NO_BREAK}`).replace(/(\d) %/g, `$1${NO_BREAK}%`);
}

/** The rule as a sentence of its own, so that what follows it starts a new one. */
export function excessRuleSentence(description: string): string {
  const text = excessRuleText(description).trim();
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
