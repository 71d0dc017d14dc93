/** The initials of a name ("Chị Ngọc Lan" -> "NL"): what a card shows without a photo. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const named = words.length > 2 ? words.slice(-2) : words;
  return named.map((word) => word[0]?.toLocaleUpperCase('vi-VN') ?? '').join('');
}

/** A round portrait, or the person's initials when the editor gave no photo. */
export function PersonPhoto({ name, photoUrl, size }: { name: string; photoUrl: string | null; size: number }) {
  const style = { width: size, height: size };
  return photoUrl ? (
    <img src={photoUrl} alt={name} className="home-person-photo" style={style} width={size} height={size} loading="lazy" data-testid="person-photo" />
  ) : (
    <span className="home-person-photo home-person-initials" style={{ ...style, fontSize: size * 0.36 }} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
