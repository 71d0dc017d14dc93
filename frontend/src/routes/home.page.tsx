import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AffiliatePromo } from '../features/home/components/AffiliatePromo';
import { BenefitsSection } from '../features/home/components/BenefitsSection';
import { CtaBand } from '../features/home/components/CtaBand';
import { FaqSection } from '../features/home/components/FaqSection';
import { FeaturedCourses } from '../features/home/components/FeaturedCourses';
import { FeaturedTools } from '../features/home/components/FeaturedTools';
import { HomeAccount, HomeAuthPanel } from '../features/home/components/HomeAuthPanel';
import { HomeHero } from '../features/home/components/HomeHero';
import { InstructorSection } from '../features/home/components/InstructorSection';
import { StudentFeedback } from '../features/home/components/StudentFeedback';
import { selectFeaturedCourses, selectFeaturedTools, selectHero, selectHomePeople } from '../features/home/home.selectors';
import { homeActions } from '../features/home/home.slice';
import { EditBlockLink } from '../features/homepage-editor/components/EditBlockLink';
import { selectEditMode } from '../features/homepage-editor/homepage-editor.slice';
import { usePrefersReducedMotion } from '../features/home/use-reduced-motion';
import { useSignupHighlight } from '../features/home/use-signup-highlight';
import { selectDisplayName, selectIsAdmin, selectLoggingOut, selectProfile, selectUser } from '../features/session/session.selectors';
import { sessionActions } from '../features/session/session.slice';
import { useAfterPaint } from '../lib/use-after-paint';
import { useDocumentTitle } from '../lib/use-document-title';
import '../styles/home.css';

/** Spec part 1 §2.8: the home page composes the home feature with the session. */
export function HomePage() {
  useDocumentTitle();
  const dispatch = useDispatch();
  const user = useSelector(selectUser);
  const profile = useSelector(selectProfile);
  const name = useSelector(selectDisplayName);
  const isAdmin = useSelector(selectIsAdmin);
  const loggingOut = useSelector(selectLoggingOut);
  const hero = useSelector(selectHero);
  const courses = useSelector(selectFeaturedCourses);
  // Spec part 1 section 2.5: an admin's editing mode puts a way to the editor on each editable block.
  const editing = useSelector(selectEditMode) && isAdmin;
  const tools = useSelector(selectFeaturedTools);
  const people = useSelector(selectHomePeople);
  const reducedMotion = usePrefersReducedMotion();
  const signup = useSignupHighlight({ reducedMotion });
  // The hero is the first screen; the sections below it render once it has been painted.
  const belowTheHero = useAfterPaint(hero !== null);

  useEffect(() => {
    dispatch(homeActions.homePageOpened());
  }, [dispatch]);

  const account: HomeAccount | null = user
    ? { name, email: profile?.email ?? user.email ?? '', avatarUrl: profile?.avatarUrl ?? user.photoURL, isAdmin }
    : null;

  return (
    <div className="home" data-testid="home-page-root">
      <HomeHero
        hero={hero}
        editAction={editing ? <EditBlockLink block="hero" /> : undefined}
        reducedMotion={reducedMotion}
        publishedCoursesCount={people.publishedCoursesCount}
        hasTestimonials={people.testimonials.length > 0}
        aside={
          <HomeAuthPanel
            account={account}
            highlighted={signup.highlighted}
            loggingOut={loggingOut}
            onLogout={() => dispatch(sessionActions.logoutRequested())}
          />
        }
      />
      {belowTheHero ? (
        <>
          <BenefitsSection />
          <StudentFeedback testimonials={people.testimonials} editAction={editing ? <EditBlockLink block="testimonials" /> : undefined} />
          <AffiliatePromo />
          <InstructorSection
            instructors={people.instructors}
            onJoin={signup.highlight}
            signedIn={Boolean(user)}
            editAction={editing ? <EditBlockLink block="instructors" /> : undefined}
          />
          <FeaturedCourses shelf={courses} editAction={editing ? <EditBlockLink block="featured" /> : undefined} />
          <FaqSection />
          <FeaturedTools shelf={tools} />
          <CtaBand signedIn={Boolean(user)} onJoin={signup.highlight} />
        </>
      ) : (
        // Holds the footer below the first screen until the sections arrive (no layout shift).
        <div className="home-below-pending" aria-hidden="true" />
      )}
    </div>
  );
}
