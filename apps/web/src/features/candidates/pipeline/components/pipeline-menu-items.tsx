import { Menu } from '@mantine/core';
import { type ActionOwner, actionOwners, type PipelineStage } from '@rw/core';
import {
  IconArrowBackUp,
  IconArrowRight,
  IconBriefcase,
  IconTrash,
  IconTrophy,
  IconUserCheck,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { AvailableActions } from '#/features/candidates/pipeline/utils/available-actions';
import {
  type PipelineAction,
  pipelineActionLabels,
} from '#/features/candidates/pipeline/utils/pipeline-action';

/** The words of the action owners in the menus: 'candidate', 'hiring manager', 'recruiter'. */
export const ownerMenuLabel = (owner: ActionOwner) => owner.replace(/_/g, ' ');

type OnPick = (action: PipelineAction) => void;

/** The job's stages in process order as menu items; the stage the candidates are in is disabled. */
export function StageItems({
  stages,
  currentStageId,
  onPick,
}: {
  stages: readonly PipelineStage[];
  currentStageId: string | null;
  onPick: OnPick;
}) {
  return stages.map((s) => (
    <Menu.Item
      key={s.stage_id}
      disabled={s.stage_id === currentStageId}
      onClick={() => onPick({ kind: 'move', stageId: s.stage_id, stageTitle: s.stage_title ?? s.stage_id })}
    >
      {`${s.emoji} ${s.stage_title}`}
    </Menu.Item>
  ));
}

/**
 * A submenu that also opens on click, Enter and Space (Mantine's opens on hover and ArrowRight), focusing its
 * first enabled item when opened from the keyboard (WAI-ARIA menu pattern).
 */
function Submenu({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const dropdown = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!opened || !focusFirst) return;
    setFocusFirst(false);
    dropdown.current?.querySelector<HTMLElement>('[data-menu-item]:not([data-disabled])')?.focus();
  }, [opened, focusFirst]);
  return (
    <Menu.Sub opened={opened} onChange={setOpened}>
      <Menu.Sub.Target>
        <Menu.Sub.Item
          leftSection={icon}
          onClick={(event) => {
            setOpened(true);
            // A click from Enter or Space has no pointer position (detail 0).
            if (event.detail === 0) setFocusFirst(true);
          }}
        >
          {label}
        </Menu.Sub.Item>
      </Menu.Sub.Target>
      <Menu.Sub.Dropdown ref={dropdown} aria-label={label} mah={360} style={{ overflowY: 'auto' }}>
        {children}
      </Menu.Sub.Dropdown>
    </Menu.Sub>
  );
}

/** 'Move to stage ▸': the stages as a submenu, for menus that hold every action. */
export function MoveSubmenu(props: {
  stages: readonly PipelineStage[];
  currentStageId: string | null;
  onPick: OnPick;
}) {
  return (
    <Submenu label={pipelineActionLabels.move} icon={<IconArrowRight size={14} aria-hidden />}>
      <StageItems {...props} />
    </Submenu>
  );
}

function OwnerSubmenu({ onPick }: { onPick: OnPick }) {
  return (
    <Submenu label={pipelineActionLabels.set_owner} icon={<IconUserCheck size={14} aria-hidden />}>
      {actionOwners.map((owner) => (
        <Menu.Item key={owner} onClick={() => onPick({ kind: 'set_owner', owner })}>
          {ownerMenuLabel(owner)}
        </Menu.Item>
      ))}
    </Submenu>
  );
}

type ActionItemsProps = {
  available: AvailableActions;
  stages: readonly PipelineStage[];
  onPick: OnPick;
  /** Leave out the items shown elsewhere (the selection bar has its own Move and Reject buttons). */
  without?: readonly ('move' | 'reject')[];
};

/**
 * The actions of a row, a selection or a candidate's application, in menu order (docs/product/pipeline.md#list-actions):
 * Move to stage ▸, Reject…, Restore, Mark as hired, Set action owner ▸, then Add to another job… and Remove
 * from this job….
 */
export function PipelineActionItems({ available, stages, onPick, without = [] }: ActionItemsProps) {
  const a = available;
  const move = a.move && !without.includes('move') ? a.move : null;
  const reject = a.reject && !without.includes('reject');
  const stageActions = Boolean(move) || reject || a.unreject || a.hire || a.setOwner;
  return (
    <>
      {move && <MoveSubmenu stages={stages} currentStageId={move.currentStageId} onPick={onPick} />}
      {reject && (
        <Menu.Item
          color="red"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={() => onPick({ kind: 'reject' })}
        >
          {`${pipelineActionLabels.reject}…`}
        </Menu.Item>
      )}
      {a.unreject && (
        <Menu.Item
          leftSection={<IconArrowBackUp size={14} aria-hidden />}
          onClick={() => onPick({ kind: 'unreject' })}
        >
          {pipelineActionLabels.unreject}
        </Menu.Item>
      )}
      {a.hire && (
        <Menu.Item
          leftSection={<IconTrophy size={14} aria-hidden />}
          onClick={() => onPick({ kind: 'hire' })}
        >
          {pipelineActionLabels.hire}
        </Menu.Item>
      )}
      {a.setOwner && <OwnerSubmenu onPick={onPick} />}
      {stageActions && <Menu.Divider />}
      <Menu.Item
        leftSection={<IconBriefcase size={14} aria-hidden />}
        onClick={() => onPick({ kind: 'add_to_job' })}
      >
        {`${pipelineActionLabels.add_to_job}…`}
      </Menu.Item>
      <Menu.Item
        color="red"
        leftSection={<IconTrash size={14} aria-hidden />}
        onClick={() => onPick({ kind: 'remove_from_job' })}
      >
        {`${pipelineActionLabels.remove_from_job}…`}
      </Menu.Item>
    </>
  );
}
