import cors from 'cors';
import { defineString } from 'firebase-functions/params';

const extraOrigins = defineString('ALLOWED_ORIGINS', {
  default: '',
  description: 'Comma-separated extra origins (such as a custom domain) allowed to call the API',
});

const devOrigins = ['http://127.0.0.1:5000', 'http://localhost:5000', 'http://127.0.0.1:5173', 'http://localhost:5173'];

const underEmulator = () => process.env.FUNCTIONS_EMULATOR === 'true';

/**
 * The site's own origins (Firebase Hosting's two domains) and any listed extras; localhost only under the
 * emulator suite (npm start and npm run dev both run there). In production a page on the visitor's own
 * machine is not the site.
 */
export function allowedOrigins(
  projectId = process.env.GCLOUD_PROJECT ?? '',
  extra = extraOrigins.value(),
  emulator = underEmulator(),
) {
  return [
    ...(emulator ? devOrigins : []),
    ...(projectId ? [`https://${projectId}.web.app`, `https://${projectId}.firebaseapp.com`] : []),
    ...extra
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  ];
}

export function corsPolicy() {
  return cors((req, callback) => {
    const origin = req.headers.origin;
    callback(null, {
      origin: origin !== undefined && allowedOrigins().includes(origin),
      credentials: true,
      methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
      allowedHeaders: ['Content-Type', 'Authorization'],
      maxAge: 3600,
    });
  });
}
