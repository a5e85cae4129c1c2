import { describe, expect, it } from 'vitest';
import { awaitsApproval, displayName, hasAccess, homePath, initialApproval, isRole, roleFromGroups, ROLES } from '../../lambdas/domain/roles';

describe('isRole', () => {
  it('accepts exactly the three role names', () => {
    for (const role of ROLES) expect(isRole(role)).toBe(true);
    expect(ROLES).toEqual(['geodesist', 'tenderPoster', 'admin']);
  });

  it('refuses other strings, other cases and non-strings', () => {
    for (const value of ['Admin', 'poster', '', 'approvedGeodesists', 1, null, undefined, ['admin'], { role: 'admin' }]) {
      expect(isRole(value), String(value)).toBe(false);
    }
  });
});

describe('roleFromGroups', () => {
  it('gives the most privileged known group: admin, then tenderPoster, then geodesist', () => {
    expect(roleFromGroups(['geodesist', 'tenderPoster'])).toBe('tenderPoster');
    expect(roleFromGroups(['tenderPoster', 'admin'])).toBe('admin');
    expect(roleFromGroups('[approvedGeodesists geodesist]')).toBe('geodesist');
    expect(roleFromGroups('[tenderPoster geodesist]')).toBe('tenderPoster');
  });

  it('reads the flattened string with commas, several spaces or without brackets', () => {
    expect(roleFromGroups('[geodesist,tenderPoster]')).toBe('tenderPoster');
    expect(roleFromGroups('[geodesist, admin]')).toBe('admin');
    expect(roleFromGroups('[approvedGeodesists   tenderPoster]')).toBe('tenderPoster');
    expect(roleFromGroups('geodesist')).toBe('geodesist');
    expect(roleFromGroups('[admin]')).toBe('admin');
  });

  it('matches whole group names only', () => {
    expect(roleFromGroups('[admins]')).toBeUndefined();
    expect(roleFromGroups('[xadmin]')).toBeUndefined();
    expect(roleFromGroups('[geodesist-x]')).toBeUndefined();
    expect(roleFromGroups(['admin x'])).toBeUndefined();
  });

  it('strips only the brackets around the whole flattened claim, so a group named with a bracket is no role', () => {
    expect(roleFromGroups('[staff [admin]')).toBeUndefined();
    expect(roleFromGroups('[admin] staff]')).toBeUndefined();
    expect(roleFromGroups('[staff admin]')).toBe('admin');
  });

  it('returns undefined for no groups or a claim of another type', () => {
    expect(roleFromGroups([])).toBeUndefined();
    expect(roleFromGroups('[]')).toBeUndefined();
    expect(roleFromGroups('')).toBeUndefined();
    expect(roleFromGroups(null)).toBeUndefined();
    expect(roleFromGroups(42)).toBeUndefined();
    expect(roleFromGroups({ 0: 'admin' })).toBeUndefined();
  });
});

describe('initialApproval and hasAccess', () => {
  it('makes only geodesists wait for approval', () => {
    expect(initialApproval('geodesist')).toBe('pending');
    expect(initialApproval('tenderPoster')).toBe('approved');
    expect(initialApproval('admin')).toBe('approved');
  });

  it('lets a geodesist in only when approved; posters and admins unless rejected', () => {
    expect(hasAccess('geodesist', 'approved')).toBe(true);
    expect(hasAccess('geodesist', 'pending')).toBe(false);
    expect(hasAccess('geodesist', 'rejected')).toBe(false);
    expect(hasAccess('geodesist', undefined)).toBe(false);
    expect(hasAccess('tenderPoster', 'pending')).toBe(true);
    expect(hasAccess('tenderPoster', 'rejected')).toBe(false);
    expect(hasAccess('admin', 'rejected')).toBe(false);
    expect(hasAccess('admin', undefined)).toBe(true);
  });

  it('keeps a geodesist on the approval page until approved, and any rejected account there', () => {
    expect(awaitsApproval({ role: 'geodesist', isApproved: undefined })).toBe(true);
    expect(awaitsApproval({ role: 'geodesist', isApproved: true })).toBe(false);
    expect(awaitsApproval({ role: 'tenderPoster', isApproved: undefined })).toBe(false);
    expect(awaitsApproval({ role: 'tenderPoster', isApproved: false })).toBe(true);
    expect(awaitsApproval({ role: 'admin', isApproved: false })).toBe(true);
    expect(awaitsApproval({ role: 'admin', isApproved: true })).toBe(false);
  });
});

describe('homePath', () => {
  it('sends each role to its area', () => {
    expect(homePath('admin')).toBe('/admin');
    expect(homePath('tenderPoster')).toBe('/tender-poster');
    expect(homePath('geodesist')).toBe('/geodesist');
  });
});

describe('displayName', () => {
  it('joins the trimmed names with one space, or uses the one given', () => {
    expect(displayName({ firstName: '  Ada ', lastName: ' Lovelace ' })).toBe('Ada Lovelace');
    expect(displayName({ firstName: 'Ada', lastName: null, email: 'x@example.com' })).toBe('Ada');
    expect(displayName({ firstName: ' ', lastName: 'Lovelace', email: 'x@example.com' })).toBe('Lovelace');
  });

  it('falls back to the trimmed part of the e-mail before the at sign', () => {
    expect(displayName({ firstName: null, lastName: null, email: ' ada.l@example.com' })).toBe('ada.l');
    expect(displayName({ email: 'no-at-sign' })).toBe('no-at-sign');
  });

  it('says "User" when the e-mail has nothing before the at sign or is missing', () => {
    expect(displayName({ email: '@example.com' })).toBe('User');
    expect(displayName({ email: '  @example.com' })).toBe('User');
    expect(displayName({ email: null })).toBe('User');
  });
});
