import { CourseSummary, ToolPlan, ToolSummary } from '@academy/contracts';
import { CartItem } from './cart.storage';

/** A course of the catalogue (a card or its page) as a cart item. */
export function courseCartItem(course: Pick<CourseSummary, '_id' | 'slug' | 'title' | 'courseThumbnail' | 'price'>): CartItem {
  return { kind: 'course', id: course._id, title: course.title, thumbnailUrl: course.courseThumbnail, price: course.price, slug: course.slug };
}

/** A plan of a tool as a cart item, named 'Tool — Plan' like the order's line. */
export function toolPlanCartItem(tool: Pick<ToolSummary, 'slug' | 'name' | 'thumbnailUrl'>, plan: Pick<ToolPlan, '_id' | 'name' | 'price'>): CartItem {
  return { kind: 'tool_plan', id: plan._id, title: `${tool.name} — ${plan.name}`, thumbnailUrl: tool.thumbnailUrl || null, price: plan.price, slug: tool.slug };
}
