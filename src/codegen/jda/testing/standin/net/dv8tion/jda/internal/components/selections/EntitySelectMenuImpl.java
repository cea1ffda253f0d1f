// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/internal/components/selections/EntitySelectMenuImpl.java
package net.dv8tion.jda.internal.components.selections;

import net.dv8tion.jda.api.components.selections.EntitySelectMenu;
import net.dv8tion.jda.api.entities.channel.ChannelType;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;

public class EntitySelectMenuImpl extends SelectMenuImpl implements EntitySelectMenu {
    private final Type type;
    private final EnumSet<ChannelType> channelTypes;

    public EntitySelectMenuImpl(String id, int uniqueId, String placeholder, int min, int max, boolean disabled, Boolean required, Type type, EnumSet<ChannelType> channelTypes) {
        super(id, uniqueId, placeholder, min, max, disabled, required);
        this.type = type;
        this.channelTypes = channelTypes;
    }

    public Type getType() {
        return type;
    }

    public EnumSet<SelectTarget> getEntityTypes() {
        switch (type) {
            case USER_SELECT: return EnumSet.of(SelectTarget.USER);
            case ROLE_SELECT: return EnumSet.of(SelectTarget.ROLE);
            case CHANNEL_SELECT: return EnumSet.of(SelectTarget.CHANNEL);
            default: return EnumSet.of(SelectTarget.USER, SelectTarget.ROLE);
        }
    }

    public EnumSet<ChannelType> getChannelTypes() {
        return EnumSet.copyOf(channelTypes.isEmpty() ? EnumSet.noneOf(ChannelType.class) : channelTypes);
    }

    public EntitySelectMenu withUniqueId(int uniqueId) {
        return copyWithUniqueId(uniqueId);
    }

    public EntitySelectMenu withDisabled(boolean disabled) {
        return copyDisabled(disabled);
    }

    @Override
    public Map<String, Object> toData() {
        Map<String, Object> json = super.toData();
        json.put("type", type.getKey());
        if (type == Type.CHANNEL_SELECT && !channelTypes.isEmpty()) {
            List<Integer> ids = new ArrayList<>();
            for (ChannelType t : channelTypes) ids.add(t.getId());
            json.put("channel_types", ids);
        }
        return json;
    }
}
