import { describe, expect, it } from 'vitest';
import { policyBlocks } from '../../../src/presentation/pages/policyBlocks';

describe('policyBlocks', () => {
  it('splits paragraphs on blank lines and reads lines starting with "- " as a list', () => {
    expect(policyBlocks('We collect:\n\n- your name;\n- your e-mail.\n\nThat is all,\nreally.')).toEqual([
      { kind: 'paragraph', text: 'We collect:' },
      { kind: 'list', items: ['your name;', 'your e-mail.'] },
      { kind: 'paragraph', text: 'That is all, really.' },
    ]);
  });

  it('keeps a paragraph that only mentions a dash as a paragraph, and ignores extra blank lines', () => {
    expect(policyBlocks('\n\nOne - two\n- three\n\n\n\n')).toEqual([{ kind: 'paragraph', text: 'One - two - three' }]);
  });
});
