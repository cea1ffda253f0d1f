// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/components/selections/EntitySelectMenu.java (DefaultValue / setDefaultValues are left out)
package net.dv8tion.jda.api.components.selections;

import net.dv8tion.jda.api.components.Component;
import net.dv8tion.jda.api.entities.channel.ChannelType;
import net.dv8tion.jda.internal.components.selections.EntitySelectMenuImpl;
import net.dv8tion.jda.internal.standin.Checks;

import java.util.Arrays;
import java.util.Collection;
import java.util.EnumSet;
import java.util.List;

public interface EntitySelectMenu extends SelectMenu {
    @Override
    EntitySelectMenu withUniqueId(int uniqueId);

    @Override
    EntitySelectMenu withDisabled(boolean disabled);

    EnumSet<SelectTarget> getEntityTypes();

    EnumSet<ChannelType> getChannelTypes();

    static Builder create(String customId, Collection<SelectTarget> types) {
        return new Builder(customId).setEntityTypes(types);
    }

    static Builder create(String customId, SelectTarget type, SelectTarget... types) {
        return new Builder(customId).setEntityTypes(type, types);
    }

    enum SelectTarget {
        USER,
        ROLE,
        CHANNEL
    }

    class Builder extends SelectMenu.Builder<EntitySelectMenu, Builder> {
        protected Component.Type componentType;
        protected EnumSet<ChannelType> channelTypes = EnumSet.noneOf(ChannelType.class);

        protected Builder(String customId) {
            super(customId);
        }

        public Builder setEntityTypes(Collection<SelectTarget> types) {
            Checks.notNull(types, "Types");
            Checks.check(!types.isEmpty(), "Must provide at least one entity type");
            EnumSet<SelectTarget> set = EnumSet.copyOf(types);
            if (set.size() == 1) {
                SelectTarget t = set.iterator().next();
                componentType = t == SelectTarget.USER ? Component.Type.USER_SELECT
                        : t == SelectTarget.ROLE ? Component.Type.ROLE_SELECT : Component.Type.CHANNEL_SELECT;
            } else if (set.size() == 2 && set.contains(SelectTarget.USER) && set.contains(SelectTarget.ROLE)) {
                componentType = Component.Type.MENTIONABLE_SELECT;
            } else {
                throw new IllegalArgumentException("The provided combination of select targets is not supported. Provided: " + set);
            }
            return this;
        }

        public Builder setEntityTypes(SelectTarget type, SelectTarget... types) {
            Checks.notNull(type, "Type");
            Checks.noneNull(types, "Types");
            EnumSet<SelectTarget> set = EnumSet.of(type, types);
            return setEntityTypes(set);
        }

        public Builder setChannelTypes(Collection<ChannelType> types) {
            Checks.noneNull(types.toArray(), "Types");
            this.channelTypes = types.isEmpty() ? EnumSet.noneOf(ChannelType.class) : EnumSet.copyOf(types);
            return this;
        }

        public Builder setChannelTypes(ChannelType... types) {
            Checks.noneNull(types, "Types");
            return setChannelTypes(Arrays.asList(types));
        }

        public EntitySelectMenu build() {
            Checks.check(minValues <= maxValues, "Min values cannot be greater than max values!");
            EnumSet<ChannelType> channels = componentType == Component.Type.CHANNEL_SELECT ? channelTypes : EnumSet.noneOf(ChannelType.class);
            return new EntitySelectMenuImpl(customId, uniqueId, placeholder, minValues, maxValues, disabled, required, componentType, channels);
        }
    }
}
