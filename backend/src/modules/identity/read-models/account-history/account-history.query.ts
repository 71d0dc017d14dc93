import { Inject, Injectable } from '@nestjs/common';
import { AccountHistoryEntry, ROLE_LABELS } from '@academy/contracts';
import { assertNever } from '../../../../platform/domain/decider';
import { EVENT_STORE, EventStore, RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { MarketingConsentSource, UserAccountEvent } from '../../domain/user-account/user-account.events';
import { toUserAccountStreamId } from '../../domain/user-account/user-account.stream';
import { UserProfileQuery } from '../user-profile/user-profile.query';

const SOURCES = { self: 'tự đăng ký', admin: 'do quản trị viên tạo', provider: 'đăng nhập Google/Facebook lần đầu', seed: 'dữ liệu mẫu' } as const;

/**
 * The account's history for admins to audit, read from its own event stream: every change with
 * who made it and when. Personal details never appear in it (they are sealed in the events).
 */
@Injectable()
export class AccountHistoryQuery {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly profiles: UserProfileQuery,
  ) {}

  async of(uid: string): Promise<AccountHistoryEntry[]> {
    const stream = await this.events.readStream(toUserAccountStreamId(uid));
    const entries = stream.map((recorded) => toEntry(recorded));
    const names = await this.namesOf(entries.map((e) => e.by));
    return entries.map((e) => ({ ...e, byName: e.by ? (names.get(e.by) ?? null) : null })).reverse();
  }

  private async namesOf(uids: Array<string | null>): Promise<Map<string, string>> {
    const unique = [...new Set(uids.filter((u): u is string => u !== null))];
    const rows = await Promise.all(unique.map((u) => this.profiles.row(u)));
    return new Map(rows.filter((r) => r !== null).map((r) => [r.id, r.name]));
  }
}

const CONSENT_SOURCES: Record<MarketingConsentSource, string> = {
  signup: 'khi đăng ký',
  profile: 'tại trang hồ sơ',
  'unsubscribe-link': 'qua liên kết hủy đăng ký trong email',
};

function toEntry(recorded: RecordedEvent): AccountHistoryEntry {
  const event = recorded as unknown as UserAccountEvent;
  const at = recorded.metadata.occurredAt;
  const actor = recorded.metadata.userId;
  const entry = (summary: string, by: string | null = actor) => ({ at, type: event.type, by: by === event.data.uid ? null : by, byName: null, summary });
  switch (event.type) {
    case 'UserAccountRegistered':
      return entry(`Tạo tài khoản (${SOURCES[event.data.source]}), vai trò ${ROLE_LABELS[event.data.role]}`, event.data.registeredBy);
    case 'UserEmailVerified':
      return entry('Xác thực email', null);
    case 'UserAccountActivated':
      return entry('Đăng nhập lần đầu', null);
    case 'UserProfileUpdated':
      return entry('Cập nhật hồ sơ cá nhân');
    case 'UserRoleChanged':
      return entry(`Đổi vai trò: ${ROLE_LABELS[event.data.from]} → ${ROLE_LABELS[event.data.to]}`, event.data.changedBy);
    case 'UserAffiliateLevelChanged':
      return entry(`Đổi cấp độ affiliate: ${event.data.from} → ${event.data.to}`, event.data.changedBy);
    case 'UserAccountDisabled':
      return entry('Khóa tài khoản', event.data.by);
    case 'UserAccountEnabled':
      return entry('Mở khóa tài khoản', event.data.by);
    case 'UserPasswordResetSent':
      return entry('Gửi email đặt lại mật khẩu', event.data.by);
    case 'UserAccountDeleted':
      return entry('Xóa tài khoản', event.data.by);
    case 'PersonalDataConsentGiven':
      return entry(`Đồng ý Điều khoản sử dụng (phiên bản ${event.data.termsVersion}) và Chính sách bảo mật (phiên bản ${event.data.privacyVersion})`, null);
    case 'MarketingEmailConsentChanged':
      return entry(`${event.data.subscribed ? 'Bật' : 'Tắt'} nhận email marketing (${CONSENT_SOURCES[event.data.source]})`, null);
    default:
      return assertNever(event);
  }
}
