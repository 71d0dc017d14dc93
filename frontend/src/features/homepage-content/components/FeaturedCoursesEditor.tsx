import { AdminHomepage, FEATURED_COURSES_MAX, HomepageCourseOption } from '@academy/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Icon } from '../../../components/ui/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { formatVnd } from '../../../lib/format';
import { dataOf, errorOf } from '../../../lib/remote';
import { matchesSearch } from '../../../lib/search-fold';
import { selectFeaturedSubmission, selectHomepageCourseOptions } from '../homepage-content.selectors';
import { homepageContentActions } from '../homepage-content.slice';

const sameIds = (a: string[] | null, b: string[] | null) => (a === null || b === null ? a === b : a.length === b.length && a.every((id, i) => id === b[i]));

/** Accent-insensitive: 'quang cao' finds 'Quảng cáo'. */

/**
 * The featured shelf: the newest published courses (the page as built), or courses the admin picks
 * and puts in order. A chosen course taken off sale is marked and must leave the list before saving.
 */
export function FeaturedCoursesEditor({ homepage }: { homepage: AdminHomepage }) {
  const dispatch = useDispatch();
  const options = useSelector(selectHomepageCourseOptions);
  const submission = useSelector(selectFeaturedSubmission);
  const courses = dataOf(options);
  const byId = useMemo(() => new Map((courses ?? []).map((course) => [course._id, course])), [courses]);
  const [chosen, setChosen] = useState<string[] | null>(homepage.featuredCourseIds);
  const [search, setSearch] = useState('');
  const busy = submission.status === 'loading';

  // A save, a restore or another admin's change: start again from what the page now shows.
  useEffect(() => setChosen(homepage.featuredCourseIds), [homepage.version, homepage.featuredCourseIds]);

  const picking = chosen ?? [];
  const offSale = picking.filter((id) => courses && !byId.has(id));
  const addable = (courses ?? []).filter((course) => !picking.includes(course._id) && matchesSearch(course.title, search));
  const full = picking.length >= FEATURED_COURSES_MAX;
  const changed = !sameIds(chosen, homepage.featuredCourseIds);

  const move = (index: number, by: -1 | 1) => {
    const next = [...picking];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    setChosen(next);
  };

  return (
    <section className="card hp-block" aria-labelledby="hp-featured-title" data-testid="featured-editor">
      <header className="hp-block-head">
        <h2 id="hp-featured-title">Featured Courses</h2>
        <p className="muted">Lưới “Khóa học nổi bật” của trang chủ, tối đa {FEATURED_COURSES_MAX} khóa học đang bán.</p>
      </header>

      <fieldset className="hp-mode">
        <legend className="visually-hidden">Cách chọn khóa học nổi bật</legend>
        <label className="hp-check">
          <input type="radio" name="featured-mode" checked={chosen === null} onChange={() => setChosen(null)} data-testid="featured-mode-newest" />
          Tự động: {FEATURED_COURSES_MAX} khóa học mới nhất
        </label>
        <label className="hp-check">
          <input type="radio" name="featured-mode" checked={chosen !== null} onChange={() => setChosen(homepage.featuredCourseIds ?? [])} data-testid="featured-mode-chosen" />
          Tự chọn và sắp xếp
        </label>
      </fieldset>

      {errorOf(options) && <LoadError message={errorOf(options)?.message ?? ''} onRetry={() => dispatch(homepageContentActions.editorOpened())} testId="featured-options-error" />}

      {chosen !== null && (
        <div className="hp-featured">
          <div>
            <h3 className="hp-subtitle">Đã chọn ({picking.length})</h3>
            {picking.length === 0 ? (
              <p className="muted" data-testid="featured-empty">
                Chưa chọn khóa học nào: trang chủ sẽ hiện thông báo “Các khóa học nổi bật sẽ sớm ra mắt.”
              </p>
            ) : (
              <ol className="hp-chosen" data-testid="featured-chosen">
                {picking.map((id, index) => {
                  const course = byId.get(id);
                  const title = course?.title ?? 'Khóa học không còn bán';
                  return (
                    <li key={id} className={course || !courses ? 'hp-chosen-row' : 'hp-chosen-row is-off-sale'} data-testid="featured-chosen-row" data-course-id={id}>
                      <span className="hp-chosen-index">{index + 1}</span>
                      <span className="hp-chosen-title">
                        {courses ? title : 'Đang tải...'}
                        {courses && !course && <span className="hp-off-sale"> · Đã ngừng bán, hãy bỏ khỏi danh sách</span>}
                      </span>
                      <span className="hp-row-actions">
                        <button type="button" className="icon-btn icon-btn-sm" onClick={() => move(index, -1)} disabled={index === 0} aria-label={`Đưa “${title}” lên`} data-testid="featured-up">
                          <Icon name="chevronLeft" size={18} className="hp-rotate-up" />
                        </button>
                        <button type="button" className="icon-btn icon-btn-sm" onClick={() => move(index, 1)} disabled={index === picking.length - 1} aria-label={`Đưa “${title}” xuống`} data-testid="featured-down">
                          <Icon name="chevronLeft" size={18} className="hp-rotate-down" />
                        </button>
                        <button type="button" className="icon-btn icon-btn-sm icon-btn-danger" onClick={() => setChosen(picking.filter((other) => other !== id))} aria-label={`Bỏ “${title}”`} data-testid="featured-remove">
                          <Icon name="close" size={18} />
                        </button>
                      </span>
                    </li>
                  );
                })}
              </ol>
            )}
          </div>
          <div>
            <h3 className="hp-subtitle">Thêm khóa học đang bán</h3>
            <div className="field hp-search">
              <input
                type="search"
                placeholder="Tìm theo tên khóa học"
                aria-label="Tìm khóa học để thêm"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                data-testid="featured-search"
              />
            </div>
            {!courses && !errorOf(options) && <p className="muted">Đang tải danh sách khóa học...</p>}
            {full && <p className="muted">Đã đủ {FEATURED_COURSES_MAX} khóa học; bỏ bớt một khóa để thêm khóa khác.</p>}
            <ul className="hp-options" data-testid="featured-options">
              {addable.map((course: HomepageCourseOption) => (
                <li key={course._id} className="hp-option">
                  <span className="hp-option-text">
                    <span>{course.title}</span>
                    <span className="muted">{formatVnd(course.price)}</span>
                  </span>
                  <button type="button" className="btn btn-secondary" disabled={full} onClick={() => setChosen([...picking, course._id])} aria-label={`Thêm “${course.title}”`} data-testid="featured-add">
                    <Icon name="plus" size={16} /> Thêm
                  </button>
                </li>
              ))}
              {courses && addable.length === 0 && <li className="muted">Không còn khóa học nào để thêm.</li>}
            </ul>
          </div>
        </div>
      )}

      {submission.status === 'failed' && (
        <p className="alert alert-error" role="alert" data-testid="featured-form-error">
          {submission.error.message}
        </p>
      )}
      <div className="form-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy || !changed || offSale.length > 0}
          onClick={() => dispatch(homepageContentActions.featuredSubmitted(chosen))}
          data-testid="featured-save"
        >
          {busy ? 'Đang lưu...' : 'Lưu khóa học nổi bật'}
        </button>
      </div>
    </section>
  );
}
