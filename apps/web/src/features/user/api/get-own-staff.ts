/** The address of a staff member's page (the route table's `/staff/:id`). */
export const ownStaffPath = (id: string) => `/staff/${encodeURIComponent(id)}`;
