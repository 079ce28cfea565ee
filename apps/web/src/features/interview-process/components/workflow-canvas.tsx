import '@xyflow/react/dist/style.css';
import { Box, ScrollArea, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { canvasScrollHint, type Workflow } from '@rw/core';
import {
  Background,
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
import { layoutWorkflow } from '#/features/interview-process/utils/canvas-layout';
import { CANVAS_PAD, canvasView, MAX_ZOOM, MIN_ZOOM } from '#/features/interview-process/utils/canvas-view';

const nodeTypes: NodeTypes = { layer: LayerHeaderNodeView, step: StageNodeView };
const noop = () => {};

function Flow({ workflow, zoom }: { workflow: Workflow; zoom: number }) {
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
  const viewport = useMemo(() => ({ x: CANVAS_PAD * zoom, y: CANVAS_PAD * zoom, zoom }), [zoom]);

  return (
    <ReactFlow
      nodes={nodes}
      edges={edges}
      nodeTypes={nodeTypes}
      colorMode={colorMode}
      // The view is fixed (the page scrolls the canvas sideways); nothing pans or zooms inside it.
      viewport={viewport}
      onViewportChange={noop}
      // Selection is the canvas's own (the step buttons); a click handler also lets nodes take pointer events.
      onNodeClick={(_, node) => node.type === 'step' && actions.onSelect(node.id)}
      minZoom={MIN_ZOOM}
      maxZoom={MAX_ZOOM}
      panOnDrag={false}
      panOnScroll={false}
      zoomOnScroll={false}
      zoomOnPinch={false}
      zoomOnDoubleClick={false}
      preventScrolling={false}
      nodesDraggable={false}
      nodesConnectable={false}
      elementsSelectable={false}
      nodesFocusable={false}
      edgesFocusable={false}
      deleteKeyCode={null}
    >
      <Background gap={20} size={1} />
    </ReactFlow>
  );
}

/**
 * The interview-process canvas (@xyflow/react; docs/product/interview-process.md#canvas): layers as columns,
 * steps as nodes, concurrent steps stacked, arrows from each stage to the next. Nodes are laid out from the
 * workflow, never dragged: every change goes through the buttons of the selected step, so the canvas works
 * from the keyboard. It fits the page's width between 75 % and 100 % (`canvasView`); a longer process scrolls
 * sideways with a visible scrollbar (and Shift+wheel, trackpad or the keyboard focus on a step), and says how
 * many stages it holds.
 */
export function WorkflowCanvas({ workflow, label }: { workflow: Workflow; label: string }) {
  const { ref, width } = useElementSize();
  const view = canvasView(workflow, width);
  return (
    <Stack gap={4}>
      <Box
        ref={ref}
        role="region"
        aria-label={label}
        style={{
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
        }}
      >
        <ScrollArea
          type="auto"
          scrollbars={view.overflows ? 'x' : false}
          scrollbarSize={10}
          offsetScrollbars="x"
        >
          <Box w={view.width} h={view.height}>
            {width > 0 && (
              <ReactFlowProvider>
                <Flow workflow={workflow} zoom={view.zoom} />
              </ReactFlowProvider>
            )}
          </Box>
        </ScrollArea>
      </Box>
      {view.overflows && (
        <Text size="xs" c="dimmed" data-testid="canvas-scroll-hint">
          {canvasScrollHint(workflow.layers.length)}
        </Text>
      )}
    </Stack>
  );
}
