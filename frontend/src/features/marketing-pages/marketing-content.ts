import type { IconName } from '../../components/ui/Icon';

/** The shapes of the marketing pages' copy: each page's content file fills them, the sections draw them. */

export interface QuestionAndAnswer {
  id: string;
  question: string;
  answer: string;
}

export interface StepItem {
  title: string;
  text: string;
}

export interface FeatureItem {
  id: string;
  icon: IconName;
  title: string;
  text: string;
  /** A route of the site, with the words of its link. */
  link?: { to: string; label: string };
}

export interface GuideChapter<Id extends string = string> {
  id: Id;
  title: string;
}
