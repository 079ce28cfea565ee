import { fixedLayers, isFixedLayerId, type Workflow, type WorkflowBlock } from '@rw/core';

/** Sizes of the canvas grid, in px (flow coordinates). */
export const LAYOUT = {
  columnWidth: 210,
  columnGap: 32,
  headerHeight: 48,
  nodeHeight: 116,
  nodeGap: 14,
} as const;

export type LayerHeaderData = { title: string; caption: string | null; fixed: boolean; index: number };
export type StepNodeData = {
  block: WorkflowBlock;
  layerId: string;
  fixed: boolean;
  /** Position in its layer and the layer's size (concurrent steps are stacked). */
  order: number;
  concurrent: number;
  /** Position of its layer among all layers. */
  layerIndex: number;
  isFirstCustom: boolean;
  isLastCustom: boolean;
};

export type LayoutNode =
  | { id: string; type: 'layer'; position: { x: number; y: number }; data: LayerHeaderData }
  | { id: string; type: 'step'; position: { x: number; y: number }; data: StepNodeData };
export type LayoutEdge = { id: string; source: string; target: string };

/**
 * Lays a workflow out for the canvas: one column per layer, left to right, with its header on top and its
 * concurrent steps stacked below; edges join every step of a layer to every step of the next.
 */
export function layoutWorkflow(workflow: Workflow): { nodes: LayoutNode[]; edges: LayoutEdge[] } {
  const nodes: LayoutNode[] = [];
  const edges: LayoutEdge[] = [];
  const customIndexes = workflow.layers.flatMap((l, i) => (l.fixed ? [] : [i]));
  workflow.layers.forEach((layer, layerIndex) => {
    const x = layerIndex * (LAYOUT.columnWidth + LAYOUT.columnGap);
    nodes.push({
      id: `layer:${layer.id}`,
      type: 'layer',
      position: { x, y: 0 },
      data: {
        title: layer.title,
        caption: isFixedLayerId(layer.id) ? fixedLayers[layer.id].caption : 'Interview stage',
        fixed: layer.fixed,
        index: layerIndex,
      },
    });
    layer.blocks.forEach((block, order) => {
      nodes.push({
        id: block.id,
        type: 'step',
        position: { x, y: LAYOUT.headerHeight + order * (LAYOUT.nodeHeight + LAYOUT.nodeGap) },
        data: {
          block,
          layerId: layer.id,
          fixed: layer.fixed,
          order,
          concurrent: layer.blocks.length,
          layerIndex,
          isFirstCustom: customIndexes[0] === layerIndex,
          isLastCustom: customIndexes.at(-1) === layerIndex,
        },
      });
      const next = workflow.layers[layerIndex + 1];
      for (const target of next?.blocks ?? []) {
        edges.push({ id: `${block.id}->${target.id}`, source: block.id, target: target.id });
      }
    });
  });
  return { nodes, edges };
}

/** A one-line summary of a step's details for its card, e.g. '45 min · 2 criteria · 1 interviewer'. */
export function detailsSummary(block: WorkflowBlock): string {
  const { interviewers, assessmentCriteria, killerQuestions } = block.details;
  const part = (n: number, one: string, many: string) => (n ? [`${n} ${n === 1 ? one : many}`] : []);
  const { durationMinutes } = block.details;
  const parts = [
    ...(durationMinutes === undefined ? [] : [`${durationMinutes} min`]),
    ...part(assessmentCriteria.length, 'criterion', 'criteria'),
    ...part(interviewers.length, 'interviewer', 'interviewers'),
    ...part(killerQuestions.length, 'killer question', 'killer questions'),
  ];
  return parts.length ? parts.join(' · ') : 'No details yet';
}
