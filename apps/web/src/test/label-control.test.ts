import { afterEach, describe, expect, it } from 'vitest';
import { implOf, type NodeImpl } from './jsdom-impl';
import { jsdomLabelControl, labelControlById } from './label-control';

// The setup file replaced the getter and kept jsdom's own one.
const original = jsdomLabelControl!;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('label control by id', () => {
  it.each([
    ['an input named by for', '<label for="a">A</label><input id="a">', 'a'],
    [
      'the first of two elements with the id',
      '<label for="a">A</label><input id="a" name="one"><input id="a" name="two">',
      'a',
    ],
    ['none when the id is missing', '<label for="missing">A</label><input id="a">', null],
    ['none when for is empty', '<label for="">A</label><input id="a">', null],
    ['none for a hidden input', '<label for="a">A</label><input id="a" type="hidden">', null],
    ['none for a div with the id', '<label for="a">A</label><div id="a"></div>', null],
    ['a select', '<label for="s">S</label><select id="s"></select>', 's'],
    ['a textarea', '<label for="t">T</label><textarea id="t"></textarea>', 't'],
    ['a button', '<label for="b">B</label><button id="b">Go</button>', 'b'],
    [
      'none when the first with the id is a div',
      '<label for="a">A</label><div id="a"></div><input id="a">',
      null,
    ],
    ['the wrapped input without for', '<label>A <input id="w"></label>', 'w'],
  ])('%s: as jsdom answers', (_name, html, expectedId) => {
    document.body.innerHTML = html;
    const label = implOf(document.querySelector('label')!);
    const byId = labelControlById(label, original);
    const walked = original.call(label);
    expect(byId).toBe(walked);
    expect(byId?.getAttributeNS(null, 'id') ?? null).toBe(expectedId);
  });

  it('is what label.control answers in the tests', () => {
    document.body.innerHTML = '<label for="a">A</label><input id="a">';
    const label = document.querySelector('label')!;
    expect(label.control).toBe(document.getElementById('a'));
  });

  it("gives an input's labels as jsdom's own walk does, in tree order", () => {
    document.body.innerHTML = [
      '<label for="a">First</label>',
      '<label>Wrapping <input id="a"></label>',
      '<label for="b">Other</label><input id="b">',
      '<div><label for="a">Last</label></div>',
    ].join('');
    const input = document.getElementById('a') as HTMLInputElement;
    const walked = Array.from(document.querySelectorAll('label')).filter(
      (label) => original.call(implOf<NodeImpl>(label)) === implOf(input),
    );
    expect(Array.from(input.labels ?? [])).toEqual(walked);
    expect(walked.map((label) => label.textContent)).toEqual(['First', 'Wrapping ', 'Last']);
  });
});
