import { FACE_LIMITS } from '@academy/contracts';
import { ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { PageSpinner } from '../../../components/ui/Spinner';
import { pickedFiles } from '../../../lib/picked-files';
import { dataOf, errorOf } from '../../../lib/remote';
import { VerifyCourse } from '../course-player.api';
import { selectAccessMessage, selectVerification } from '../course-player.selectors';
import { coursePlayerActions } from '../course-player.slice';
import { VERIFY_TEXTS } from '../course-player.texts';
import { coursePath } from '../curriculum';
import { useCamera } from '../use-camera';
import './course-player.css';

/** The photo about to be sent and its preview (a data URL: the site's content policy allows no blob: images). */
interface Photo {
  blob: Blob;
  url: string;
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

function Consent({ agreed, onChange }: { agreed: boolean; onChange(agreed: boolean): void }) {
  const id = useId();
  return (
    <section className="verify-consent" aria-labelledby={`${id}-title`} data-testid="face-consent">
      <h2 id={`${id}-title`}>
        <Icon name="shield" size={20} />
        {VERIFY_TEXTS.consentTitle}
      </h2>
      <p>{VERIFY_TEXTS.consentLead}</p>
      <dl className="verify-consent-list">
        {VERIFY_TEXTS.consentItems.map((item) => (
          <div key={item.title}>
            <dt>{item.title}</dt>
            <dd>{item.text}</dd>
          </div>
        ))}
      </dl>
      <p className="verify-consent-support">
        <Link to="/support">{VERIFY_TEXTS.support}</Link>
      </p>
      <label className="verify-consent-check">
        <input type="checkbox" checked={agreed} onChange={(event) => onChange(event.target.checked)} data-testid="face-consent-checkbox" />
        <span>{VERIFY_TEXTS.consentCheckbox}</span>
      </label>
    </section>
  );
}

interface CaptureProps {
  course: VerifyCourse;
}

/** The camera preview (or the picked photo), retake, the upload fallback and the submit. */
function Capture({ course }: CaptureProps) {
  const dispatch = useDispatch();
  const { submission } = useSelector(selectVerification);
  const videoRef = useRef<HTMLVideoElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const camera = useCamera(videoRef);
  const [photo, setPhotoState] = useState<Photo | null>(null);
  const setPhoto = async (blob: Blob | null) => setPhotoState(blob ? { blob, url: await readAsDataUrl(blob) } : null);
  const [fileError, setFileError] = useState<string | null>(null);
  const sending = submission.status === 'loading';
  const refusal = errorOf(submission);

  const { start } = camera;
  useEffect(() => {
    void start();
  }, [start]);

  const replacePhoto = (blob: Blob | null) => {
    void setPhoto(blob);
    setFileError(null);
    dispatch(coursePlayerActions.faceRetaken());
  };

  const onCapture = async () => replacePhoto(await camera.capture());

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > FACE_LIMITS.imageMaxBytes) {
      setFileError(VERIFY_TEXTS.tooLarge);
      return;
    }
    replacePhoto(file);
  };

  const onSubmit = () => {
    if (!photo || sending) return;
    dispatch(coursePlayerActions.faceSubmitted({ slug: course.slug, courseId: course._id, photoKey: pickedFiles.keep(photo.blob) }));
  };

  // The preview stays mounted (hidden) under a taken photo, so a retake shows the running camera again.
  const showCamera = camera.state === 'live' || camera.state === 'starting';
  return (
    <section className="verify-capture" aria-labelledby="verify-capture-title" data-testid="face-capture">
      <h2 id="verify-capture-title">
        <Icon name="user" size={20} />
        {VERIFY_TEXTS.captureTitle}
      </h2>
      <p className="verify-hint">{VERIFY_TEXTS.captureHint}</p>
      <div className="verify-frame">
        {photo && <img src={photo.url} alt={VERIFY_TEXTS.photoAlt} data-testid="face-photo" />}
        {showCamera && <video ref={videoRef} className="verify-camera" hidden={photo !== null} muted playsInline aria-label={VERIFY_TEXTS.captureTitle} data-testid="face-camera" />}
        {!photo && camera.state === 'starting' && <p className="verify-frame-note">{VERIFY_TEXTS.startingCamera}</p>}
        {!photo && camera.state === 'unavailable' && (
          <p className="verify-frame-note" data-testid="face-camera-unavailable">
            <Icon name="alert" size={22} />
            {VERIFY_TEXTS.cameraUnavailable}
          </p>
        )}
      </div>
      <div className="verify-actions">
        {!photo && camera.state === 'live' && (
          <button type="button" className="btn btn-primary" onClick={onCapture} data-testid="face-capture-button">
            <Icon name="image" size={18} />
            {VERIFY_TEXTS.capture}
          </button>
        )}
        {photo && (
          <button type="button" className="btn btn-primary" onClick={onSubmit} disabled={sending} data-testid="face-submit">
            <Icon name="check" size={18} />
            {sending ? VERIFY_TEXTS.submitting : VERIFY_TEXTS.submit}
          </button>
        )}
        {photo && camera.state === 'live' && (
          <button type="button" className="btn btn-secondary" onClick={() => replacePhoto(null)} disabled={sending} data-testid="face-retake">
            {VERIFY_TEXTS.retake}
          </button>
        )}
        <label className={sending ? 'btn btn-ghost verify-upload is-disabled' : 'btn btn-ghost verify-upload'}>
          <Icon name="upload" size={18} />
          {photo ? VERIFY_TEXTS.chooseAnother : VERIFY_TEXTS.orUpload}
          <input
            ref={fileRef}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="visually-hidden"
            onChange={onFile}
            disabled={sending}
            data-testid="face-file"
          />
        </label>
      </div>
      <p className="verify-hint">{VERIFY_TEXTS.uploadHint}</p>
      <div aria-live="assertive">
        {(fileError ?? refusal) && (
          <p className="alert alert-error" role="alert" data-testid="face-error" data-code={refusal?.code ?? undefined}>
            {fileError ?? refusal?.message}
          </p>
        )}
      </div>
    </section>
  );
}

/** `/learn/{slug}/verify`: consent first, then the camera (or an uploaded photo); success opens the player. */
export function FaceVerification({ slug }: { slug: string }) {
  const dispatch = useDispatch();
  const { course } = useSelector(selectVerification);
  const accessMessage = useSelector(selectAccessMessage);
  const [agreed, setAgreed] = useState(false);

  useEffect(() => {
    dispatch(coursePlayerActions.verifyPageOpened({ slug }));
  }, [dispatch, slug]);

  const loaded = dataOf(course);
  const failure = errorOf(course);
  if (!loaded || loaded.slug !== slug) {
    if (failure) return <LoadError message={failure.message} onRetry={() => dispatch(coursePlayerActions.verifyPageOpened({ slug }))} testId="verify-error" variant="card" />;
    return <PageSpinner />;
  }
  return (
    <div className="verify card" data-testid="face-verification">
      <header className="verify-head">
        <span className="verify-badge" aria-hidden="true">
          <Icon name="lock" size={26} />
        </span>
        <div>
          <h1>{VERIFY_TEXTS.title}</h1>
          <p className="verify-course">
            {VERIFY_TEXTS.course}:{' '}
            <Link to={coursePath(slug)} data-testid="verify-course-title">
              {loaded.title}
            </Link>
          </p>
        </div>
      </header>
      {accessMessage && (
        <p className="alert alert-warning" role="status" data-testid="verify-access-message">
          {accessMessage}
        </p>
      )}
      <p className="verify-intro">{VERIFY_TEXTS.intro}</p>
      <Consent agreed={agreed} onChange={setAgreed} />
      {agreed ? <Capture course={loaded} /> : <p className="verify-hint verify-consent-required">{VERIFY_TEXTS.consentRequired}</p>}
    </div>
  );
}
