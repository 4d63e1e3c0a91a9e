import { describe, expect, it } from 'vitest';
import type { ContentStatus } from './cms.js';
import type { EpaperStatus } from './epaper.js';
import { messages } from './messages.js';
import type { ModelPermissions, PermissionHolder } from './permissions.js';
import {
  canTransition,
  epaperWorkflow,
  statusAfter,
  statusAfterStep,
  stepRefusal,
  takesStepByPublishRight,
  transitionRefusal,
} from './workflow.js';

const holder = (Cms: ModelPermissions['Cms']): PermissionHolder => ({ isSuperAdmin: false, modelPermissions: { Cms } });
const reporter = holder(['Read', 'Write', 'EditOwn']);
const editor = holder(['Read', 'Write', 'Edit', 'Publish']);
const item = (status: ContentStatus, authorId: string | null = 'me') => ({ status, authorId });
const now = new Date('2026-11-24T12:00:00Z');

describe('the workflow table', () => {
  it('sends a reporter’s own story to review, and refuses another author’s', () => {
    expect(canTransition(reporter, 'me', item('Draft'), 'Published')).toBe(true);
    expect(statusAfter('Published', reporter, null, now)).toBe('Need Review');
    expect(transitionRefusal(reporter, 'me', item('Draft', 'someone'), 'Published')).toEqual({
      kind: 'right',
      message: messages.onlyOwnItems,
    });
  });

  it('lets only a publisher approve, reject or retract, and only from the statuses each starts from', () => {
    for (const step of ['Approved', 'Rejected'] as const) {
      expect(canTransition(editor, 'me', item('Need Review'), step)).toBe(true);
      expect(transitionRefusal(reporter, 'me', item('Need Review'), step)?.kind).toBe('right');
      expect(transitionRefusal(editor, 'me', item('Draft'), step)?.kind).toBe('state');
    }
    expect(canTransition(editor, 'me', item('Approved'), 'Approved')).toBe(false);
    expect(canTransition(editor, 'me', item('Approved'), 'Rejected')).toBe(true);
    expect(canTransition(editor, 'me', item('Scheduled'), 'Retract')).toBe(true);
    expect(transitionRefusal(editor, 'me', item('Draft'), 'Retract')).toEqual({
      kind: 'state',
      message: messages.onlyLiveRetracted,
    });
  });

  it('lets a reporter submit a change to its live item (it waits for review), never draft or retract it', () => {
    expect(transitionRefusal(reporter, 'me', item('Published'), 'Draft')?.message).toBe(messages.needsPublishRight);
    expect(transitionRefusal(reporter, 'me', item('Published'), 'Retract')?.message).toBe(messages.needsPublishRight);
    expect(transitionRefusal(reporter, 'me', item('Published'), 'Published')).toBeNull();
    expect(transitionRefusal(reporter, 'me', item('Published', 'other'), 'Published')?.message).toBe(
      messages.onlyOwnItems,
    );
    expect(canTransition(editor, 'other', item('Published', 'me'), 'Draft')).toBe(true);
  });

  it('publishes now, or schedules a future date, for a publisher', () => {
    expect(statusAfter('Published', editor, new Date('2026-11-24T11:00:00Z'), now)).toBe('Published');
    expect(statusAfter('Published', editor, new Date('2026-11-25T11:00:00Z'), now)).toBe('Scheduled');
    expect(statusAfter('Retract', editor, null, now)).toBe('Retract');
  });
});

describe('the e-paper life cycle on the same table', () => {
  const epapers = (Epaper: ModelPermissions['Epaper']): PermissionHolder => ({
    isSuperAdmin: false,
    modelPermissions: { Epaper },
  });
  const own = epapers(['Read', 'Write', 'EditOwn']);
  const publisher = epapers(['Read', 'Publish']);
  const edition = (status: EpaperStatus, authorId: string | null = 'me') => ({ status, authorId });

  it('un-publishes only with Publish, and publishes one’s own edition to review without it', () => {
    expect(stepRefusal(epaperWorkflow, own, 'me', edition('Published'), 'Draft')?.message).toBe(
      messages.needsPublishRight,
    );
    expect(stepRefusal(epaperWorkflow, publisher, 'me', edition('Published', 'other'), 'Draft')).toBeNull();
    expect(stepRefusal(epaperWorkflow, own, 'me', edition('Draft'), 'Published')).toBeNull();
    expect(stepRefusal(epaperWorkflow, own, 'me', edition('Draft', 'other'), 'Published')?.message).toBe(
      messages.onlyOwnItems,
    );
    expect(statusAfterStep(epaperWorkflow, 'Published', own, null, now)).toBe('Need Review');
    expect(statusAfterStep(epaperWorkflow, 'Published', publisher, new Date('2026-11-25T11:00:00Z'), now)).toBe(
      'Scheduled',
    );
  });

  it('takes publishing and un-publishing by the Publish right alone, not a draft kept a draft', () => {
    expect(takesStepByPublishRight(epaperWorkflow, publisher, edition('Published'), 'Draft')).toBe(true);
    expect(takesStepByPublishRight(epaperWorkflow, publisher, edition('Draft'), 'Published')).toBe(true);
    expect(takesStepByPublishRight(epaperWorkflow, publisher, edition('Need Review'), 'Draft')).toBe(false);
    expect(takesStepByPublishRight(epaperWorkflow, own, edition('Draft'), 'Published')).toBe(false);
  });
});
