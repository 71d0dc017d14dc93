import { z } from 'zod';
import { FIELD_MESSAGES } from './fields';

/**
 * Vietnamese texts for the checks a schema did not word itself (a number sent as text, an array
 * where an object belongs, an unknown enum value). Set once for the whole zod instance when the
 * contracts load, so neither the API nor the web app ever shows zod's English defaults.
 */
type Issue = z.core.$ZodRawIssue;

const TYPE_TEXTS: Record<string, string> = {
  string: 'Phải là chuỗi ký tự.',
  number: 'Phải là một số.',
  int: 'Phải là một số nguyên.',
  boolean: 'Phải là true hoặc false.',
  object: 'Phải là một đối tượng JSON.',
  array: 'Phải là một danh sách.',
  date: 'Phải là một ngày hợp lệ.',
};

function invalidType(issue: Issue & { expected?: string }): string {
  if (issue.input === undefined) return 'Thiếu trường bắt buộc.';
  if ((issue.path ?? []).length === 0 && issue.expected === 'object') return 'Dữ liệu gửi lên phải là một đối tượng JSON.';
  return TYPE_TEXTS[issue.expected ?? ''] ?? 'Kiểu dữ liệu không hợp lệ.';
}

function tooBig(issue: Issue & { origin?: string; maximum?: number | bigint }): string {
  const max = String(issue.maximum);
  if (issue.origin === 'string') return `Tối đa ${max} ký tự.`;
  if (issue.origin === 'array' || issue.origin === 'set') return `Tối đa ${max} phần tử.`;
  return `Giá trị tối đa là ${max}.`;
}

function tooSmall(issue: Issue & { origin?: string; minimum?: number | bigint }): string {
  const min = String(issue.minimum);
  if (issue.origin === 'string') return min === '1' ? 'Không được để trống.' : `Tối thiểu ${min} ký tự.`;
  if (issue.origin === 'array' || issue.origin === 'set') return `Cần ít nhất ${min} phần tử.`;
  return `Giá trị tối thiểu là ${min}.`;
}

const FORMAT_TEXTS: Record<string, string> = {
  email: FIELD_MESSAGES.emailInvalid,
  url: 'Đường dẫn không hợp lệ.',
  datetime: 'Thời điểm không hợp lệ.',
  date: 'Ngày không hợp lệ.',
  uuid: FIELD_MESSAGES.idInvalid,
};

export function vietnameseIssueText(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return FORMAT_TEXTS[(issue as { format?: string }).format ?? ''] ?? 'Định dạng không hợp lệ.';
    case 'not_multiple_of':
      return 'Giá trị không hợp lệ.';
    case 'unrecognized_keys':
      return 'Có trường không được hỗ trợ.';
    case 'invalid_value':
      return 'Giá trị không nằm trong danh sách cho phép.';
    default:
      return 'Giá trị không hợp lệ.';
  }
}

z.config({ customError: vietnameseIssueText });
