import { useParams } from 'react-router-dom';
import { toolPlanCartItem } from '../features/cart/cart-items';
import { AddToCartButtons } from '../features/cart/components/AddToCartButtons';
import { ToolPage } from '../features/tools/components/ToolPage';

/** Spec part 2 §2: /tools/{slug}, a tool with its plans; the chosen plan goes to the cart. */
export function ToolDetailPage() {
  const { slug = '' } = useParams();
  return <ToolPage slug={slug} renderPurchase={(tool, plan) => <AddToCartButtons item={toolPlanCartItem(tool, plan)} />} />;
}
