/*
 * The board's words (docs/product/pipeline.md#board): what a screen reader hears while a card is dragged, and
 * the card's texts. The operation's own result ('Moved 1 candidate to Offer.') comes from the server.
 */

/** Who is being moved: the candidate's name, or 'n candidates' when a selection of several is dragged. */
export function boardSubject(name: string, count: number): string {
  return count === 1 ? name : `${count} candidates`;
}

const stays = (subject: string, count: number, stage: string) =>
  `${subject} ${count === 1 ? 'stays' : 'stay'} in ${stage}.`;

export const boardMessages = {
  /** How to use the board from the keyboard; read when a card gets focus (aria-describedby). */
  instructions:
    'To move a candidate, press Space to pick them up, the left and right arrow keys to choose a stage, and ' +
    'Space or Enter to drop them there; Escape cancels. Enter opens the candidate. Shift+Space adds the ' +
    'card to the selection, to move several at once; the card menu (Shift+F10) moves without dragging.',
  hint: 'Drag cards to another stage, or use a card’s menu. Ctrl-click or Shift-click selects several.',
  pickedUp: (subject: string, stage: string) =>
    `Picked up ${subject} in ${stage}. Use the left and right arrow keys to choose a stage.`,
  over: (stage: string) => `Over ${stage}.`,
  moved: (subject: string, stage: string) => `Moved ${subject} to ${stage}.`,
  droppedBack: (subject: string, count: number, stage: string) => stays(subject, count, stage),
  cancelled: (subject: string, count: number, stage: string) => `Cancelled. ${stays(subject, count, stage)}`,
  noCandidates: 'No candidates',
  /** In the card's menu, over 'Move to stage' when the card is part of a selection of several. */
  movingSelection: (count: number) => `The ${count.toLocaleString('en-US')} selected candidates`,
  openCandidate: 'Open candidate',
  cardActions: (name: string) => `Actions for ${name}`,
  /** A column's accessible name: '👀 Glance, 12 candidates'. */
  column: (stage: string, count: number) =>
    `${stage}, ${count.toLocaleString('en-US')} candidate${count === 1 ? '' : 's'}`,
  daysInStage: (days: number) =>
    days <= 0 ? 'Entered today' : `${days.toLocaleString('en-US')} day${days === 1 ? '' : 's'} in stage`,
} as const;
