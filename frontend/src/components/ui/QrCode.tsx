import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The VietQR (EMVCo) payload the server built, drawn as an SVG image. An image (not inline SVG)
 * so the page's CSP, which allows `data:` images, is all it needs.
 */
export function QrCode({ payload, label, testId = 'payment-qr' }: { payload: string; label: string; testId?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
      .then((svg) => current && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [payload]);
  if (failed) return <p className="qr-failed">Không thể hiển thị mã QR. Vui lòng chuyển khoản theo thông tin bên cạnh.</p>;
  if (!src) return <span className="qr-image qr-placeholder" aria-hidden="true" />;
  return <img className="qr-image" src={src} alt={label} width={260} height={260} data-testid={testId} data-payload={payload} />;
}
