import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { AcademyProfileCommand, academyProfileDecider } from './academy-profile.decider';
import type { AcademyProfile } from './academy-profile.events';
import { academyProfile, admin, at, profileUpdated } from './academy-profile.fixtures';

const given = deciderSpec(academyProfileDecider);

const save = (profile: AcademyProfile, by = admin, when = at): AcademyProfileCommand => ({ type: 'UpdateAcademyProfile', data: { profile, by, at: when } });

const FILLED_FIELDS = ['hotline', 'email', 'address', 'mapUrl', 'website', 'facebook', 'zalo', 'companyName', 'businessCode', 'issuedBy', 'issuedOn', 'emailSenderName'] as const;

describe('academy profile decider', () => {
  it('records the first save with every field that has a value as changed', () => {
    given([]).when(save(academyProfile)).then([profileUpdated(academyProfile, [...FILLED_FIELDS])]);
  });

  it('records a later save with only the fields it changed, and who saved it when', () => {
    const later = '2026-11-25T09:30:00.000Z';
    const changed = { ...academyProfile, hotline: '19001234', youtube: 'https://www.youtube.com/@hocvien' };
    given([profileUpdated(academyProfile, [...FILLED_FIELDS])])
      .when(save(changed, 'admin-2', later))
      .then([profileUpdated(changed, ['hotline', 'youtube'], 'admin-2', later)]);
  });

  it('records a link taken away (set to empty) as a change', () => {
    const withoutFacebook = { ...academyProfile, facebook: '' };
    given([profileUpdated(academyProfile, [...FILLED_FIELDS])]).when(save(withoutFacebook)).then([profileUpdated(withoutFacebook, ['facebook'])]);
  });

  it('records nothing for a save that changes nothing (a retry or an unchanged form)', () => {
    given([profileUpdated(academyProfile, [...FILLED_FIELDS])]).when(save({ ...academyProfile })).then([]);
  });

  it('folds the newest profile: a save equal to an older version is still a change', () => {
    const moved = { ...academyProfile, address: '45 Lê Lợi, Quận 1, TP. Hồ Chí Minh' };
    given([profileUpdated(academyProfile, [...FILLED_FIELDS]), profileUpdated(moved, ['address'])])
      .when(save(academyProfile))
      .then([profileUpdated(academyProfile, ['address'])]);
  });

  it('records only the known fields, in their order, whatever else the command carries', () => {
    const withExtra = { ...academyProfile, secret: 'không lưu' } as AcademyProfile;
    given([]).when(save(withExtra)).then([profileUpdated(academyProfile, [...FILLED_FIELDS])]);
  });
});
