import { Fragment } from 'react';

/** The places an address may wrap: after its `@` and before each dot, never inside a word. */
export function emailBreakParts(email: string): string[] {
  return email.split(/(?<=@)|(?=\.)/).filter(Boolean);
}

interface EmailTextProps {
  email: string;
  className?: string;
  testId?: string;
  /** Renders a mailto: link instead of plain text. */
  link?: boolean;
}

/**
 * An email in a narrow cell: it wraps only at `@` and dots (a `<wbr>` there, `overflow-wrap: normal`),
 * and a part still too long for the cell ends in an ellipsis, with the whole address in the title.
 */
export function EmailText({ email, className, testId, link = false }: EmailTextProps) {
  const parts = emailBreakParts(email).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
  const classes = className ? `email-text ${className}` : 'email-text';
  return link ? (
    <a href={`mailto:${email}`} className={classes} title={email} data-testid={testId}>
      {parts}
    </a>
  ) : (
    <span className={classes} title={email} data-testid={testId}>
      {parts}
    </span>
  );
}
