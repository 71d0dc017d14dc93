import { useId } from 'react';
import { Link } from 'react-router-dom';

export const PRODUCT_NAME = 'Học viện Marketing Thực Chiến';
export const TAGLINE = 'Học marketing thực chiến, làm được ngay';

/** Each mark names its own gradient: two marks on one page (header and drawer) must not share an id, or a hidden one blanks the other. */
export function LogoMark({ size = 36 }: { size?: number }) {
  const gradientId = `logo-gradient-${useId().replace(/:/g, '')}`;
  return (
    <svg className="logo-mark" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--brand-500)' }} />
          <stop offset="1" style={{ stopColor: 'var(--accent-500)' }} />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
      <path d="M17 45V20l15 15 15-15v25" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/" className="logo" aria-label={`${PRODUCT_NAME} - Trang chủ`}>
      <LogoMark />
      {!compact && (
        <span className="logo-text">
          {/* The space keeps the visible words inside the link's name ("Học viện Marketing Thực Chiến"). */}
          <span className="logo-title">Học viện Marketing</span> <span className="logo-subtitle">Thực Chiến</span>
        </span>
      )}
    </Link>
  );
}
