import { combineReducers } from '@reduxjs/toolkit';
import { recordingNotifier, settle, startSaga } from '../../../test/saga-harness';
import { CART_MESSAGES, cartAtSignIn, mergeItems } from './cart.rules';
import { createCartSaga } from './cart.saga';
import { cartActions, cartReducer } from './cart.slice';
import { CartItem, parseStoredCart } from './cart.storage';

const course = (id: string, price = 990_000): CartItem => ({
  kind: 'course',
  id,
  title: `Khóa học ${id}`,
  thumbnailUrl: null,
  price,
  slug: `khoa-hoc-${id}`,
});
const plan = (id: string): CartItem => ({ kind: 'tool_plan', id, title: `Phần mềm — Gói ${id}`, thumbnailUrl: '/files/t.webp', price: 199_000, slug: 'phan-mem' });

/** A real in-memory Storage, so the saga's reads and writes are what a browser would keep. */
function memoryStorage(initial: Record<string, unknown> = {}) {
  const data = new Map(Object.entries(initial).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    stored: (key: string) => parseStoredCart(data.get(key) ?? null),
  };
}

function started(storage = memoryStorage()) {
  const notify = recordingNotifier();
  const navigated: string[] = [];
  const harness = startSaga(
    combineReducers({ cart: cartReducer }),
    createCartSaga({ storage, notify, navigate: (to) => void navigated.push(to) }),
  );
  const ids = () => harness.getState().cart.items.map((i) => `${i.kind}:${i.id}`);
  return { harness, notify, navigated, storage, ids };
}

describe('cart rules', () => {
  it('reads a stored cart, dropping what is not an item, and treats junk as empty', () => {
    expect(parseStoredCart(JSON.stringify({ items: [course('a'), { kind: 'course', id: 'b' }, plan('p')], buyNow: false })).items).toEqual([
      course('a'),
      plan('p'),
    ]);
    expect(parseStoredCart(JSON.stringify([course('a')])).items).toHaveLength(1);
    expect(parseStoredCart(JSON.stringify([{ ...course('x'), price: 1.5 }])).items).toEqual([]);
    expect(parseStoredCart(null).items).toEqual([]);
    expect(parseStoredCart('{oops').items).toEqual([]);
    expect(parseStoredCart('42').items).toEqual([]);
  });

  it('merges a guest cart after the user items, once each; a course and a plan with the same id are different', () => {
    const merged = mergeItems([course('a'), course('b')], [course('b'), course('c'), { ...plan('a') }]);
    expect(merged.map((i) => `${i.kind}:${i.id}`)).toEqual(['course:a', 'course:b', 'course:c', 'tool_plan:a']);
  });

  it("lets a guest's buy-now replace the user's cart at sign-in", () => {
    const own = { items: [course('a')], buyNow: false };
    expect(cartAtSignIn(own, { items: [course('z')], buyNow: true }).items).toEqual([course('z')]);
    expect(cartAtSignIn(own, { items: [], buyNow: false })).toBe(own);
  });
});

describe('cart saga', () => {
  it('adds an item once: the second time it says it is already there', async () => {
    const { harness, notify, storage, ids } = started();
    await settle();
    harness.dispatch(cartActions.addClicked(course('a')));
    harness.dispatch(cartActions.addClicked(plan('p')));
    harness.dispatch(cartActions.addClicked(course('a')));
    await settle();
    expect(ids()).toEqual(['course:a', 'tool_plan:p']);
    expect(notify.calls).toEqual([
      { kind: 'success', message: CART_MESSAGES.added, options: undefined },
      { kind: 'success', message: CART_MESSAGES.added, options: undefined },
      { kind: 'error', message: CART_MESSAGES.alreadyInCart, options: undefined },
    ]);
    expect(storage.stored('cart:guest').items.map((i) => i.id)).toEqual(['a', 'p']);
  });

  it('removes an item, says so and forgets it in storage', async () => {
    const { harness, notify, storage, ids } = started(memoryStorage({ 'cart:guest': { items: [course('a'), course('b')] } }));
    await settle();
    harness.dispatch(cartActions.itemRemoved({ kind: 'course', id: 'a' }));
    await settle();
    expect(ids()).toEqual(['course:b']);
    expect(notify.calls.map((c) => c.message)).toEqual([CART_MESSAGES.removed]);
    expect(storage.stored('cart:guest').items.map((i) => i.id)).toEqual(['b']);
  });

  it('buy-now replaces the cart with the one item and goes to the checkout', async () => {
    const { harness, navigated, storage, ids } = started(memoryStorage({ 'cart:u1': { items: [course('a'), course('b')] } }));
    harness.dispatch(cartActions.cartOwnerChanged('u1'));
    await settle();
    harness.dispatch(cartActions.buyNowClicked(plan('p')));
    await settle();
    expect(ids()).toEqual(['tool_plan:p']);
    expect(navigated).toEqual(['/checkout']);
    expect(storage.stored('cart:u1')).toEqual({ items: [plan('p')], buyNow: false });
  });

  it('keeps one cart per user: restored at sign-in, cleared at sign-out, the guest cart merged in', async () => {
    const storage = memoryStorage({ 'cart:u1': { items: [course('a')] }, 'cart:u2': { items: [course('z')] } });
    const { harness, ids } = started(storage);
    await settle();
    harness.dispatch(cartActions.addClicked(course('b')));
    harness.dispatch(cartActions.addClicked(course('a')));
    await settle();
    expect(ids()).toEqual(['course:b', 'course:a']);

    harness.dispatch(cartActions.cartOwnerChanged('u1'));
    await settle();
    expect(ids()).toEqual(['course:a', 'course:b']);
    expect(storage.stored('cart:u1').items.map((i) => i.id)).toEqual(['a', 'b']);
    expect(storage.data.has('cart:guest')).toBe(false);

    harness.dispatch(cartActions.cartOwnerChanged('guest'));
    await settle();
    expect(ids()).toEqual([]);

    harness.dispatch(cartActions.cartOwnerChanged('u2'));
    await settle();
    expect(ids()).toEqual(['course:z']);

    harness.dispatch(cartActions.cartOwnerChanged('u1'));
    await settle();
    expect(ids()).toEqual(['course:a', 'course:b']);
  });

  it("a guest's buy-now survives the sign-in the checkout asks for, alone", async () => {
    const storage = memoryStorage({ 'cart:u1': { items: [course('a')] } });
    const { harness, ids, navigated } = started(storage);
    await settle();
    harness.dispatch(cartActions.addClicked(course('b')));
    harness.dispatch(cartActions.buyNowClicked(course('c')));
    await settle();
    expect(navigated).toEqual(['/checkout']);
    expect(storage.stored('cart:guest')).toEqual({ items: [course('c')], buyNow: true });

    harness.dispatch(cartActions.cartOwnerChanged('u1'));
    await settle();
    expect(ids()).toEqual(['course:c']);
    expect(storage.stored('cart:u1')).toEqual({ items: [course('c')], buyNow: false });
  });

  it('drops the ordered items and keeps the rest', async () => {
    const { harness, storage, ids } = started(memoryStorage({ 'cart:guest': { items: [course('a'), plan('p'), course('b')] } }));
    await settle();
    harness.dispatch(cartActions.itemsOrdered([{ kind: 'course', id: 'a' }, { kind: 'tool_plan', id: 'p' }]));
    await settle();
    expect(ids()).toEqual(['course:b']);
    expect(storage.stored('cart:guest').items.map((i) => i.id)).toEqual(['b']);
  });

  it("follows another tab's change to the same owner's cart", async () => {
    const storage = memoryStorage();
    const target = new EventTarget();
    const notify = recordingNotifier();
    const harness = startSaga(
      combineReducers({ cart: cartReducer }),
      createCartSaga({ storage, notify, navigate: () => undefined, events: target as unknown as Window }),
    );
    await settle();
    storage.setItem('cart:guest', JSON.stringify({ items: [course('a')] }));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'cart:guest' }));
    await settle();
    expect(harness.getState().cart.items).toEqual([course('a')]);
  });
});
