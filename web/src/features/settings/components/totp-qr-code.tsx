// The QR code of an authenticator secret. The QR library is loaded only when this dialog step
// shows, so no other page carries it.
import { useEffect, useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';

export function TotpQrCode({ uri }: { uri: string }) {
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    import('qrcode')
      .then(({ toDataURL }) => toDataURL(uri, { width: 200, margin: 1, errorCorrectionLevel: 'M' }))
      .then((dataUrl) => current && setImage(dataUrl))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [uri]);

  if (failed) return <p className="small">The QR code could not be shown: enter the key below instead.</p>;
  return (
    <div className="totp-qr">
      {image ? (
        <img src={image} width={200} height={200} alt="QR code to scan with your authenticator app" />
      ) : (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Loading the QR code…</span>
        </Spinner>
      )}
    </div>
  );
}

/** The secret in groups of four, easier to type into an app by hand. */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;
