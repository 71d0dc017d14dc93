interface AvatarProps {
  name: string;
  src?: string | null;
  size?: number;
}

/** First letter of the last word: Vietnamese names put the given name last ("Nguyễn Văn An" -> "A"). */
export function initialOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const word = words[words.length - 1] ?? '';
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
