import { Conversion, Payout } from '@academy/contracts';
import { ReactNode } from 'react';
import { formatVnd } from '../../lib/format';
import { CONVERSION_TIER_LABELS, CONVERSION_TYPE_LABELS, earnsNothing, PayoutStatusBadge, payoutMethodLabel } from './AffiliateBadges';
import { Column, dateTimeColumn, moneyColumn } from './DataTable';
import './affiliate-cells.css';

/*
 * The columns the affiliate's dashboard and the admin's pages both show of a conversion and of a
 * payout, worded and formatted once (as `AffiliateBadges` words their statuses).
 */

/** A cell's value with a smaller, muted line under it (the tier, why a payout failed). */
export function StackedCell({ children, note }: { children: ReactNode; note?: ReactNode }) {
  return (
    <span className="aff-stack">
      {children}
      {note && <span className="muted aff-note">{note}</span>}
    </span>
  );
}

type ConversionFacts = Pick<Conversion, 'type' | 'tier' | 'amount' | 'ratePercent' | 'commission' | 'status'>;

/** 'Mua khóa học' over 'Trực tiếp' or 'Đội nhóm'. */
export function conversionTypeColumn<Row extends ConversionFacts>(): Column<Row> {
  return {
    key: 'type',
    header: 'Loại',
    cell: (c) => (
      <StackedCell note={CONVERSION_TIER_LABELS[c.tier]}>
        <span className="cell-nowrap">{CONVERSION_TYPE_LABELS[c.type]}</span>
      </StackedCell>
    ),
  };
}

/** What the commission was worked out on; a sign-up has no order ('—'). */
export function conversionAmountColumn<Row extends ConversionFacts>(): Column<Row> {
  return { key: 'amount', header: 'Giá trị đơn', numeric: true, nowrap: true, cell: (c) => (c.type === 'SIGNUP' ? '—' : formatVnd(c.amount)) };
}

/** The commission and its rate; struck through once it will never be paid. */
export function commissionColumn<Row extends ConversionFacts>(testId: string): Column<Row> {
  return {
    key: 'commission',
    header: 'Hoa hồng',
    numeric: true,
    nowrap: true,
    testId,
    cell: (c) => (
      <StackedCell note={c.type === 'SIGNUP' ? undefined : `${c.ratePercent}%`}>
        <span className={earnsNothing(c.status) ? 'aff-commission-void' : undefined}>{formatVnd(c.commission)}</span>
      </StackedCell>
    ),
  };
}

/**
 * A payout's date, amount, method, bank reference and status (with why it failed), for a list to
 * arrange; `<testIdPrefix>-amount` and `<testIdPrefix>-status` name the amount cell and the badge.
 */
export function payoutColumns<Row extends Payout>(testIdPrefix: string) {
  const status: Column<Row> = {
    key: 'status',
    header: 'Trạng thái',
    cell: (p) => (
      <StackedCell note={p.failureReason}>
        <PayoutStatusBadge status={p.status} testId={`${testIdPrefix}-status`} />
      </StackedCell>
    ),
  };
  return {
    date: dateTimeColumn<Row>('paidAt', 'Ngày', (p) => p.paidAt),
    amount: moneyColumn<Row>('amount', 'Số tiền', (p) => p.amount, { testId: `${testIdPrefix}-amount` }),
    method: { key: 'method', header: 'Phương thức', cell: (p) => payoutMethodLabel(p.method) } satisfies Column<Row>,
    reference: { key: 'reference', header: 'Mã giao dịch', className: 'cell-break', cell: (p) => p.reference } satisfies Column<Row>,
    status,
  };
}
