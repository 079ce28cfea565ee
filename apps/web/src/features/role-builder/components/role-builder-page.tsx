import { DndContext, DragOverlay } from '@dnd-kit/core';
import { Container, Grid, Paper, Stack, Text } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { interviewTypeInfo, NODE_HEIGHT, NODE_WIDTH } from '@rw/core';
import { useRef } from 'react';
import { ActionFeedbackText } from '#/components/ui/action-feedback-text';
import { UnsavedChangesGuard } from '#/components/ui/unsaved-changes-guard';
import { ActionsPanel } from '#/features/role-builder/components/actions-panel';
import { CandidatesPanel } from '#/features/role-builder/components/candidates-panel';
import { InterviewPalette } from '#/features/role-builder/components/interview-palette';
import { RoleBuilderDialogs } from '#/features/role-builder/components/role-builder-dialogs';
import { RoleBuilderHeader } from '#/features/role-builder/components/role-builder-header';
import { RoleCanvas } from '#/features/role-builder/components/role-canvas';
import { useCanvasDnd } from '#/features/role-builder/hooks/use-canvas-dnd';
import { useRoleBuilder } from '#/features/role-builder/hooks/use-role-builder';
import { contentSize, movedPosition, visibleCentre } from '#/features/role-builder/utils/canvas-geometry';

type RoleBuilderPageProps = {
  /** The selected job (`?job=` in the address), or null. */
  jobId: string | null;
  onSelectJob: (id: string | null) => void;
};

/**
 * The Role Builder at `/apps/role-builder` (docs/product/role-builder.md): the header, the palette and
 * Actions, the canvas of the selected job's interview process, its candidates, and the modals.
 */
export function RoleBuilderPage({ jobId, onSelectJob }: RoleBuilderPageProps) {
  const rb = useRoleBuilder({ jobId, onSelectJob });
  const { canvas } = rb;
  const viewport = useElementSize<HTMLDivElement>();
  const scroller = useRef<HTMLDivElement | null>(null);
  const viewportRef = useMergedRef(viewport.ref, scroller);
  const contentRef = useRef<HTMLDivElement | null>(null);
  const size = contentSize(canvas.nodes, { width: viewport.width || 800, height: viewport.height || 520 });
  const dnd = useCanvasDnd({
    nodes: canvas.nodes,
    size,
    contentRef,
    onDrop: (type, at) => rb.addAt(type, at, false),
    onMove: canvas.move,
  });
  const handleAdd = (type: Parameters<typeof rb.addAt>[0]) => {
    const view = scroller.current;
    const at = view ? visibleCentre(view, size) : { x: 20, y: 20 };
    rb.addAt(type, at, true);
  };

  return (
    <Container fluid py={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <RoleBuilderHeader
          jobTitle={rb.job.data?.title ?? null}
          companyName={rb.job.data?.company?.name ?? rb.job.data?.company_name ?? null}
          onSelectJob={() => rb.setDialog('select')}
          onNewJob={rb.wizard.openNew}
          onImport={() => rb.setDialog('import')}
          onDeleteJob={jobId ? () => rb.setDeletingJob(true) : null}
        />
        <ActionFeedbackText feedback={rb.feedback} />
        {rb.job.isError && (
          <Text c="red" role="alert">
            {rb.job.error.message}
          </Text>
        )}
        <DndContext {...dnd.context}>
          <Grid gap="md" align="flex-start">
            <Grid.Col span={{ base: 12, md: 3, lg: 2 }}>
              <Stack gap="md">
                <InterviewPalette onAdd={handleAdd} />
                <ActionsPanel
                  jobSelected={Boolean(jobId)}
                  saving={rb.mutations.materialize.isPending}
                  onSave={() => void rb.saveProcess()}
                  onExport={rb.exportJob}
                  onAddCandidate={rb.addCandidate}
                />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 9, lg: 7 }}>
              <RoleCanvas
                nodes={canvas.nodes}
                jobSelected={Boolean(jobId)}
                loading={rb.state.isLoading}
                dirty={canvas.dirty}
                size={size}
                viewportRef={viewportRef}
                contentRef={contentRef}
                onOpen={rb.openNode}
                onDelete={rb.setDeleting}
                onNudge={(node, delta) => canvas.move(node.id, movedPosition(node, delta, size))}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 3 }}>
              <CandidatesPanel jobId={jobId} />
            </Grid.Col>
          </Grid>
          <DragOverlay dropAnimation={null}>
            {dnd.dragging ? (
              <Paper withBorder shadow="md" p="xs" w={NODE_WIDTH} h={NODE_HEIGHT} radius="md">
                <Text size="sm" fw={600}>
                  {interviewTypeInfo[dnd.dragging].emoji} {interviewTypeInfo[dnd.dragging].title}
                </Text>
              </Paper>
            ) : null}
          </DragOverlay>
        </DndContext>
      </Stack>
      <RoleBuilderDialogs rb={rb} jobId={jobId} />
      <UnsavedChangesGuard
        editors={[{ dirty: canvas.dirty, save: rb.saveProcess, discard: canvas.discard }]}
      />
    </Container>
  );
}
