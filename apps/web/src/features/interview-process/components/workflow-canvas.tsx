import '@xyflow/react/dist/style.css';
import { Box, useComputedColorScheme } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { Workflow } from '@rw/core';
import {
  Background,
  Controls,
  type Edge,
  MarkerType,
  type NodeTypes,
  ReactFlow,
  ReactFlowProvider,
} from '@xyflow/react';
import { useMemo } from 'react';
import { useCanvasActions } from '#/features/interview-process/components/canvas-context';
import { LayerHeaderNodeView } from '#/features/interview-process/components/layer-header-node';
import { StageNodeView } from '#/features/interview-process/components/stage-node';
import { useCanvasViewport } from '#/features/interview-process/hooks/use-canvas-viewport';
import { layoutWorkflow } from '#/features/interview-process/utils/canvas-layout';

const nodeTypes: NodeTypes = { layer: LayerHeaderNodeView, step: StageNodeView };
const CANVAS_HEIGHT = 480;

function Flow({ workflow, width }: { workflow: Workflow; width: number }) {
  const colorMode = useComputedColorScheme('light');
  const actions = useCanvasActions();
  const { nodes, edges } = useMemo(() => {
    const layout = layoutWorkflow(workflow);
    const flowEdges: Edge[] = layout.edges.map((e) => ({
      ...e,
      type: 'smoothstep',
      markerEnd: { type: MarkerType.ArrowClosed, width: 16, height: 16 },
    }));
    return { nodes: layout.nodes, edges: flowEdges };
  }, [workflow]);
  const selectedX = nodes.find((n) => n.id === actions.selectedId)?.position.x ?? null;
  useCanvasViewport({ layers: workflow.layers.length, width, selectedX });

  return (
    <ReactFlow
      nodes={nodes}
      edges={edges}
      nodeTypes={nodeTypes}
      colorMode={colorMode}
      // Selection is the canvas's own (the step buttons); a click handler also lets nodes take pointer events.
      onNodeClick={(_, node) => node.type === 'step' && actions.onSelect(node.id)}
      minZoom={0.3}
      maxZoom={1.5}
      nodesDraggable={false}
      nodesConnectable={false}
      elementsSelectable={false}
      nodesFocusable={false}
      edgesFocusable={false}
      deleteKeyCode={null}
      zoomOnScroll={false}
      preventScrolling={false}
      zoomOnDoubleClick={false}
    >
      <Background gap={20} size={1} />
      <Controls showInteractive={false} position="bottom-left" />
    </ReactFlow>
  );
}

/**
 * The interview-process canvas (@xyflow/react): layers as columns, steps as nodes, concurrent steps
 * stacked, arrows from each stage to the next. Nodes are laid out from the workflow, never dragged: every
 * change goes through the buttons of the selected step, so the canvas works from the keyboard.
 */
export function WorkflowCanvas({ workflow, label }: { workflow: Workflow; label: string }) {
  const { ref, width } = useElementSize();
  return (
    <Box
      ref={ref}
      h={CANVAS_HEIGHT}
      role="region"
      aria-label={label}
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <ReactFlowProvider>
        <Flow workflow={workflow} width={width} />
      </ReactFlowProvider>
    </Box>
  );
}
