import { Mark, Tooltip } from '@mantine/core';
import { type CodedWord, checkInclusiveLanguage, highlightPieces } from '@rw/core';
import { useMemo } from 'react';

/** What a highlighted word says to a screen reader and on hover: its coding and the neutral alternatives. */
export function codedWordLabel(m: CodedWord): string {
  const alternatives = m.suggestions.length > 0 ? `try ${m.suggestions.join(', ')}` : 'consider rewording';
  return `${m.coding}-coded: ${alternatives}`;
}

/**
 * Text with its gender-coded words highlighted (docs/product/role-builder.md#inclusive-language): masculine
 * blue, feminine pink, each focusable with its neutral alternatives in a tooltip and its label.
 */
export function CodedText({ text }: { text: string }) {
  const pieces = useMemo(() => {
    let at = 0;
    return highlightPieces(text, checkInclusiveLanguage(text).matches).map((piece) => {
      const start = at;
      at += piece.text.length;
      return { ...piece, start };
    });
  }, [text]);
  return (
    <>
      {pieces.map((piece) =>
        piece.match ? (
          <Tooltip key={piece.start} label={codedWordLabel(piece.match)} withArrow>
            <Mark
              color={piece.match.coding === 'masculine' ? 'blue' : 'pink'}
              tabIndex={0}
              aria-label={`${piece.text} (${codedWordLabel(piece.match)})`}
              data-coding={piece.match.coding}
            >
              {piece.text}
            </Mark>
          </Tooltip>
        ) : (
          <span key={piece.start}>{piece.text}</span>
        ),
      )}
    </>
  );
}
