/** Where the browser loads a stored public file (`public/…` keys are served under /files/). */
export const publicFileUrl = (key: string) => `/files/${key.split('/').map(encodeURIComponent).join('/')}`;
