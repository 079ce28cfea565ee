import { createContext, useContext } from 'react';

/** What the canvas's step nodes can do; the tab provides it (React Flow nodes only receive their data). */
export type CanvasActions = {
  editing: boolean;
  selectedId: string | null;
  onSelect: (blockId: string) => void;
  onOpenDetails: (blockId: string) => void;
  onRename: (blockId: string, title: string) => boolean;
  onAddRight: (blockId: string) => void;
  onMove: (blockId: string, direction: 'left' | 'right') => void;
  onDelete: (blockId: string) => void;
};

export const CanvasActionsContext = createContext<CanvasActions | null>(null);

/** The canvas actions. @throws outside a `CanvasActionsContext` provider. */
export function useCanvasActions(): CanvasActions {
  const actions = useContext(CanvasActionsContext);
  if (!actions) throw new Error('useCanvasActions outside the interview-process canvas');
  return actions;
}
