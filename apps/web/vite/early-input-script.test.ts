import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspHash, earlyInputScript, withEarlyInputScript } from './early-input-script';

describe('the early input script', () => {
  it("is catchEarlyInput's source, minified into one statement that runs at once", () => {
    const script = earlyInputScript();
    expect(script).toMatch(/^\(function\(\)\{[\s\S]*\}\)\(\);$/);
    expect(script).toContain('__earlyInput');
    // Small enough to sit in every page's head, and nothing to end the script element early.
    expect(script.length).toBeLessThan(1024);
    expect(script).not.toMatch(/<\/script/i);
  });

  it("is put right after index.html's charset declaration, which stays in the page's first 1024 bytes", () => {
    const template =
      '<!doctype html>\n<html lang="en-ZA">\n  <head>\n    <meta charset="UTF-8" />\n    <title>T</title>\n  </head>\n</html>';
    const script = earlyInputScript();
    const html = withEarlyInputScript(template, script);
    expect(html).toContain(`<meta charset="UTF-8" />\n    <script>${script}</script>\n    <title>`);
    expect(html.indexOf('<meta charset')).toBeLessThan(1024);
    expect(() => withEarlyInputScript('<html><head></head></html>', script)).toThrow(/charset/);
  });

  it("gives the CSP source of the script's exact text", () => {
    const digest = createHash('sha256').update('(function(){})();').digest('base64');
    expect(cspHash('(function(){})();')).toBe(`'sha256-${digest}'`);
    expect(cspHash(earlyInputScript())).not.toBe(cspHash(`${earlyInputScript()} `));
  });
});
