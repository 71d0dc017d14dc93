export const toUserAccountStreamId = (uid: string) => `identity_user-${uid}`;
