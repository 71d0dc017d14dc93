import { AFFILIATE_ERRORS } from '@academy/contracts';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import createSagaMiddleware from 'redux-saga';
import { recordingNotifier } from '../../../../test/saga-harness';
import { ApiError } from '../../../platform/api-client';
import { getCookie } from '../../../platform/cookies';
import { AffiliateDashboardApi } from '../affiliate-dashboard.api';
import { createAffiliateDashboardSaga } from '../affiliate-dashboard.saga';
import { affiliateDashboardReducer } from '../affiliate-dashboard.slice';
import { courseReferralSource } from '../referral-cookies';
import { ReferralRedirect } from './ReferralRedirect';

/** A tracker that answers when the test says so: the page must wait for it before leaving. */
function heldTracker() {
  const asked: string[] = [];
  let answer: (code: string) => void = () => undefined;
  let refuse: () => void = () => undefined;
  const track: AffiliateDashboardApi['track'] = (code) => {
    asked.push(code);
    return new Promise((resolve, reject) => {
      answer = (stored) => resolve({ code: stored, counted: true, cookieDays: 30 });
      refuse = () => reject(new ApiError(AFFILIATE_ERRORS.AFFILIATE_CODE_INVALID, 404, AFFILIATE_ERRORS.AFFILIATE_CODE_INVALID, 'AFFILIATE_CODE_INVALID', null));
    });
  };
  return { asked, track, answer: (code: string) => answer(code), refuse: () => refuse() };
}

function CourseLink() {
  const { slug = '', affCode } = useParams();
  return <ReferralRedirect code={affCode} source={courseReferralSource(slug)} to={`/courses/${slug}`} />;
}

function mount(path: string) {
  const tracker = heldTracker();
  const notify = recordingNotifier();
  const sagas = createSagaMiddleware();
  const store = configureStore({ reducer: combineReducers({ affiliateDashboard: affiliateDashboardReducer }), middleware: (d) => d({ thunk: false }).concat(sagas) });
  sagas.run(createAffiliateDashboardSaga({ api: { track: tracker.track } as AffiliateDashboardApi, notify }));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/courses/:slug/ref/:affCode" element={<CourseLink />} />
          <Route path="/courses/:slug" element={<p data-testid="course-page">Trang khóa học</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { tracker, notify };
}

describe('ReferralRedirect', () => {
  beforeEach(() => {
    document.cookie = 'aff_ref_code=; max-age=0; path=/';
    document.cookie = 'affiliateSource=; max-age=0; path=/';
  });

  it('asks the tracker, stores the code and the course only once it accepted them, then opens the course', async () => {
    const { tracker } = mount('/courses/facebook-ads/ref/aff9');
    expect(screen.getByRole('status').textContent).toBe('Đang chuyển hướng...');
    expect(tracker.asked).toEqual(['aff9']);
    expect(getCookie('aff_ref_code')).toBeNull();

    await act(async () => tracker.answer('AFF9'));
    expect(screen.getByTestId('course-page')).toBeTruthy();
    expect(getCookie('aff_ref_code')).toBe('AFF9');
    expect(getCookie('affiliateSource')).toBe('course_facebook-ads');
  });

  it('stores nothing for a code the tracker refuses, says why, and still opens the course', async () => {
    const { tracker, notify } = mount('/courses/facebook-ads/ref/KHONGCO');
    await act(async () => tracker.refuse());
    expect(screen.getByTestId('course-page')).toBeTruthy();
    expect(getCookie('aff_ref_code')).toBeNull();
    expect(getCookie('affiliateSource')).toBeNull();
    expect(notify.calls).toEqual([{ kind: 'error', message: 'Mã affiliate không hợp lệ.', options: undefined }]);
  });
});
