import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../../../src/domain/content/Content';
import { MemberAbilities } from '../../../src/domain/roles/MemberAbilities';
import type { Role } from '../../../src/domain/roles/Role';

const ME = 'mem-me';
const SOMEONE_ELSE = 'mem-other';
const viewer = (role: Role) => new MemberAbilities(role === 'guest' ? null : { id: ME, role });

// Spec §6, one row per role; `own` / `other`: content authored or comment created by the viewer or by someone else.
const TABLE: Record<Role, {
  creatableTypes: string[];
  canComment: boolean;
  canOpenSettings: boolean;
  canReadNotifications: boolean;
  canSendNotifications: boolean;
  canAdminister: boolean;
  ownContent: [edit: boolean, remove: boolean];
  otherContent: [edit: boolean, remove: boolean];
  ownComment: [edit: boolean, remove: boolean];
  otherComment: [edit: boolean, remove: boolean];
}> = {
  network_manager: {
    creatableTypes: ['post', 'announcement', 'video', 'event'],
    canComment: true, canOpenSettings: true, canReadNotifications: true, canSendNotifications: true, canAdminister: true,
    ownContent: [true, true], otherContent: [true, true], ownComment: [true, true], otherComment: [true, true],
  },
  trusted_contributor: {
    creatableTypes: ['post', 'video', 'event'],
    canComment: true, canOpenSettings: true, canReadNotifications: true, canSendNotifications: false, canAdminister: false,
    ownContent: [true, true], otherContent: [false, false], ownComment: [true, true], otherComment: [false, false],
  },
  user: {
    creatableTypes: [],
    canComment: true, canOpenSettings: true, canReadNotifications: true, canSendNotifications: false, canAdminister: false,
    ownContent: [true, true], otherContent: [false, false], ownComment: [true, true], otherComment: [false, false],
  },
  guest: {
    creatableTypes: [],
    canComment: false, canOpenSettings: false, canReadNotifications: false, canSendNotifications: false, canAdminister: false,
    ownContent: [false, false], otherContent: [false, false], ownComment: [false, false], otherComment: [false, false],
  },
};

describe('MemberAbilities (spec §6 for one viewer)', () => {
  describe.each(Object.entries(TABLE) as [Role, (typeof TABLE)[Role]][])('%s', (role, row) => {
    const abilities = viewer(role);

    it('may create these content types', () => {
      expect(abilities.creatableTypes).toEqual(row.creatableTypes);
    });

    it.each(['canComment', 'canOpenSettings', 'canReadNotifications', 'canSendNotifications', 'canAdminister'] as const)('%s', (question) => {
      expect(abilities[question]).toBe(row[question]);
    });

    it.each(CONTENT_TYPES)('edits and deletes own and others’ contents of type %s', (type) => {
      const ownContent = abilities.content({ authorId: ME, type });
      const otherContent = abilities.content({ authorId: SOMEONE_ELSE, type });
      expect([ownContent.edit, ownContent.delete]).toEqual(row.ownContent);
      expect([otherContent.edit, otherContent.delete]).toEqual(row.otherContent);
    });

    it('edits and deletes own and others’ comments', () => {
      const ownComment = abilities.comment({ creatorId: ME });
      const otherComment = abilities.comment({ creatorId: SOMEONE_ELSE });
      expect([ownComment.edit, ownComment.delete]).toEqual(row.ownComment);
      expect([otherComment.edit, otherComment.delete]).toEqual(row.otherComment);
    });
  });

  it('gives a guest nothing of an author-less content, even with an empty id', () => {
    expect(new MemberAbilities(null).content({ authorId: '', type: 'post' })).toEqual({ edit: false, delete: false });
  });
});
