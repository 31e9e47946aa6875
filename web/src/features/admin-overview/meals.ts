import type { Catalog } from '@contract/events';
import type { MealCounts } from '@contract/admin';

export const mealLabel = (plate: string, catalog: Catalog) =>
  catalog.meals.find((meal) => meal.id === plate)?.name ?? 'No meal chosen';

/** Each meal's count, then those attending without a meal yet. */
export const mealRows = (meals: MealCounts, catalog: Catalog) => [
  ...catalog.meals.map((meal) => ({ id: meal.id, label: meal.name, count: meals[meal.id] ?? 0 })),
  { id: 'none', label: 'No meal chosen yet', count: meals.none },
];
