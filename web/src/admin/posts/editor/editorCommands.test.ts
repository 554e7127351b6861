import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Chain, IMAGE_ALT_QUESTION, toolbarActions } from './editorCommands.ts';

const insertImage = toolbarActions.find((action) => action.key === 'image')!;

/** A chain that records the image it was asked to insert. */
function recordingChain() {
  const inserted: { src: string; alt?: string }[] = [];
  const chain = { setImage: (attributes: { src: string; alt?: string }) => (inserted.push(attributes), chain) } as unknown as Chain;
  return { chain, inserted };
}

function answerPrompts(...answers: (string | null)[]) {
  const questions: string[] = [];
  vi.spyOn(window, 'prompt').mockImplementation((question) => (questions.push(String(question)), answers.shift() ?? null));
  return questions;
}

afterEach(() => vi.restoreAllMocks());

describe('Insert image', () => {
  it('asks for the URL, then the alt text, and inserts both', () => {
    const questions = answerPrompts(' https://example.com/kitchen.jpg ', ' A player waits behind the kitchen line ');
    const { chain, inserted } = recordingChain();
    expect(insertImage.command(chain)).toBe(chain);
    expect(questions).toEqual(['Enter the image URL', IMAGE_ALT_QUESTION]);
    expect(inserted).toEqual([{ src: 'https://example.com/kitchen.jpg', alt: 'A player waits behind the kitchen line' }]);
  });

  it('inserts the image without alt text when the answer is left empty', () => {
    answerPrompts('https://example.com/paddle.jpg', '  ');
    const { chain, inserted } = recordingChain();
    insertImage.command(chain);
    expect(inserted).toEqual([{ src: 'https://example.com/paddle.jpg' }]);
  });

  it('inserts nothing when either question is cancelled', () => {
    for (const answers of [[null], ['https://example.com/net.jpg', null]]) {
      answerPrompts(...answers);
      const { chain, inserted } = recordingChain();
      expect(insertImage.command(chain)).toBeNull();
      expect(inserted).toEqual([]);
      vi.restoreAllMocks();
    }
  });
});
