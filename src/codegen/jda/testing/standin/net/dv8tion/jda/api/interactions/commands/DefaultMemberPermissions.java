// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/interactions/commands/DefaultMemberPermissions.java
package net.dv8tion.jda.api.interactions.commands;

import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.internal.standin.Checks;

import java.util.Collection;

public final class DefaultMemberPermissions {
    public static final DefaultMemberPermissions ENABLED = new DefaultMemberPermissions(null);
    public static final DefaultMemberPermissions DISABLED = new DefaultMemberPermissions(0L);

    private final Long permissions;

    private DefaultMemberPermissions(Long permissions) {
        this.permissions = permissions;
    }

    public Long getPermissionsRaw() {
        return permissions;
    }

    public static DefaultMemberPermissions enabledFor(Collection<Permission> permissions) {
        Checks.noneNull(permissions.toArray(), "Permissions");
        if (permissions.isEmpty()) return DISABLED;
        return enabledFor(Permission.getRaw(permissions));
    }

    public static DefaultMemberPermissions enabledFor(Permission... permissions) {
        Checks.noneNull(permissions, "Permissions");
        if (permissions.length == 0) return DISABLED;
        return enabledFor(Permission.getRaw(permissions));
    }

    public static DefaultMemberPermissions enabledFor(long permissions) {
        if (permissions == 0) return DISABLED;
        return new DefaultMemberPermissions(permissions);
    }
}
