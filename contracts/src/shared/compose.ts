/** The keys that more than one of the slices declares. */
type RepeatedKeys<Slices extends readonly object[], Seen = never> = Slices extends readonly [
  infer First extends object,
  ...infer Rest extends readonly object[],
]
  ? Extract<keyof First, Seen> | RepeatedKeys<Rest, Seen | keyof First>
  : never;

/** Compiles only when no key repeats; otherwise the error names each repeated key. */
type DeclaredOnce<Slices extends readonly object[]> = [RepeatedKeys<Slices>] extends [never]
  ? Slices
  : { [Key in RepeatedKeys<Slices> & string]: 'declared by two contract slices' };

type Merged<Slices extends readonly object[]> = Slices extends readonly [infer First, ...infer Rest extends readonly object[]]
  ? First & Merged<Rest>
  : unknown;
type Flat<T> = { [Key in keyof T]: T[Key] };

/**
 * One record from the modules' slices (the endpoint catalogue, the error map). A plain spread would
 * let a later module silently replace an endpoint or an error text of another; here a repeated key
 * fails to compile, and throws at load should a cast have hidden it from the compiler.
 */
export function composeSlices<const Slices extends readonly object[]>(...slices: Slices & DeclaredOnce<Slices>): Flat<Merged<Slices>> {
  const composed: Record<string, unknown> = {};
  for (const slice of slices as readonly object[]) {
    for (const [key, value] of Object.entries(slice)) {
      if (key in composed) throw new Error(`Contracts: "${key}" is declared by two contract slices.`);
      composed[key] = value;
    }
  }
  return composed as Flat<Merged<Slices>>;
}
