interface AvatarProps {
  name: string;
  src?: string | null;
  size?: number;
}

/**
 * The initial of the given name: Vietnamese names put it last ("Nguyễn Văn An" -> "A"). A name
 * whose last words are lowercase is no person's name but a phrase ("Quản trị viên" -> "Q"): the
 * initial is then the last capitalised word's, or the first word's.
 */
export function initialOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const capitalised = words.filter((word) => word[0] !== word[0]?.toLocaleLowerCase('vi-VN'));
  const word = capitalised[capitalised.length - 1] ?? words[0] ?? '';
  return (word[0] ?? '?').toLocaleUpperCase('vi-VN');
}

export function Avatar({ name, src, size = 40 }: AvatarProps) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (src) return <img className="avatar" src={src} alt={name} style={style} referrerPolicy="no-referrer" />;
  return (
    <span className="avatar avatar-initial" style={style} aria-hidden="true">
      {initialOf(name)}
    </span>
  );
}
