import { useTypingText } from '../use-typing-text';

interface TypingHeadlineProps {
  lead: string;
  phrases: readonly string[];
  reducedMotion: boolean;
}

/**
 * Every phrase is laid out invisibly in the same grid cell as the typed text, so the headline
 * keeps the height of its longest phrase and the page never jumps while typing.
 */
export function TypingHeadline({ lead, phrases, reducedMotion }: TypingHeadlineProps) {
  const { text, typing } = useTypingText(phrases, { paused: reducedMotion });
  return (
    <h1 className="home-hero-title">
      <span className="home-hero-title-lead">{lead}</span>{' '}
      <span className="home-typing" aria-hidden="true">
        {phrases.map((phrase, i) => (
          <span key={i} className="home-typing-ghost">
            {phrase}
          </span>
        ))}
        <span className="home-typing-text" data-testid="typing-text">
          {text}
          {typing && <span className="home-typing-caret" />}
        </span>
      </span>
      <span className="visually-hidden">{phrases.join(', ')}</span>
    </h1>
  );
}

/** The hero's headline: typed phrases after the title, or the title alone when the editor set none. */
export function HeroHeadline(props: TypingHeadlineProps) {
  if (props.phrases.length > 0) return <TypingHeadline {...props} />;
  return (
    <h1 className="home-hero-title">
      <span className="home-hero-title-lead">{props.lead}</span>
    </h1>
  );
}
