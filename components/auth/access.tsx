"use client";

import { createContext, useContext } from "react";
import { can, type Access, type Permission } from "@/lib/permissions";

// The signed-in administrator's access, given once by the admin layout (read from the database on each
// request), so a control shows only when its role may use it. The server checks every call anyway.
const AccessContext = createContext<Access | null>(null);

export function AccessProvider({ access, children }: { access: Access; children: React.ReactNode }) {
  return <AccessContext.Provider value={access}>{children}</AccessContext.Provider>;
}

/** The signed-in administrator's access (null outside the admin area). */
export const useAccess = () => useContext(AccessContext);

/** Whether the signed-in administrator may do what `permission` covers. */
export function useCan(permission: Permission): boolean {
  return can(useContext(AccessContext), permission);
}

/** Shows its children only to an administrator who may do what `permission` covers; `otherwise` to the rest. */
export function IfCan({
  permission,
  children,
  otherwise = null,
}: {
  permission: Permission;
  children: React.ReactNode;
  otherwise?: React.ReactNode;
}) {
  return useCan(permission) ? children : otherwise;
}
