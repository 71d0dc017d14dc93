/** Whether the buyer can see the page: polling pauses in a hidden tab and resumes on return. */
export interface PageVisibility {
  isVisible(): boolean;
  /** Resolves once the page is visible (at once if it is). */
  whenVisible(): Promise<void>;
}

export function documentVisibility(doc: Document = document): PageVisibility {
  const isVisible = () => doc.visibilityState !== 'hidden';
  return {
    isVisible,
    whenVisible: () =>
      new Promise<void>((resolve) => {
        if (isVisible()) return resolve();
        const onChange = () => {
          if (!isVisible()) return;
          doc.removeEventListener('visibilitychange', onChange);
          resolve();
        };
        doc.addEventListener('visibilitychange', onChange);
      }),
  };
}
