// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/interactions/commands/build/OptionData.java
package net.dv8tion.jda.api.interactions.commands.build;

import net.dv8tion.jda.api.entities.channel.ChannelType;
import net.dv8tion.jda.api.interactions.DiscordLocale;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.internal.standin.Checks;
import net.dv8tion.jda.internal.standin.Json;
import net.dv8tion.jda.internal.standin.Localizations;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;

public class OptionData implements Json.Data {
    public static final int MAX_CHOICE_NAME_LENGTH = 100;
    public static final int MAX_NAME_LENGTH = 32;
    public static final int MAX_DESCRIPTION_LENGTH = 100;
    public static final int MAX_CHOICES = 25;
    public static final int MAX_STRING_OPTION_LENGTH = 6000;
    public static final double MAX_POSITIVE_NUMBER = (1L << 53) - 1;
    public static final double MIN_NEGATIVE_NUMBER = -(1L << 53) + 1;

    private final OptionType type;
    private String name, description;
    private final Localizations nameLocalizations = new Localizations(Localizations::checkName);
    private final Localizations descriptionLocalizations = new Localizations(Localizations::checkDescription);
    private boolean isRequired, isAutoComplete;
    private final EnumSet<ChannelType> channelTypes = EnumSet.noneOf(ChannelType.class);
    private Number minValue, maxValue;
    private Integer minLength, maxLength;
    private List<Command.Choice> choices;

    public OptionData(OptionType type, String name, String description) {
        this(type, name, description, false);
    }

    public OptionData(OptionType type, String name, String description, boolean isRequired) {
        this(type, name, description, isRequired, false);
    }

    public OptionData(OptionType type, String name, String description, boolean isRequired, boolean isAutoComplete) {
        Checks.notNull(type, "Type");
        Checks.check(type != OptionType.UNKNOWN, "Cannot make option of unknown type!");
        Checks.check(type != OptionType.SUB_COMMAND, "Cannot make a subcommand group with OptionData. Use SubcommandData instead!");
        Checks.check(type != OptionType.SUB_COMMAND_GROUP, "Cannot make a subcommand group with OptionData. Use SubcommandGroupData instead!");
        this.type = type;
        setName(name);
        setDescription(description);
        setRequired(isRequired);
        if (type.canSupportChoices()) choices = new ArrayList<>();
        if (isAutoComplete) setAutoComplete(true);
    }

    public OptionType getType() {
        return type;
    }

    public String getName() {
        return name;
    }

    public String getDescription() {
        return description;
    }

    public boolean isRequired() {
        return isRequired;
    }

    public boolean isAutoComplete() {
        return isAutoComplete;
    }

    public EnumSet<ChannelType> getChannelTypes() {
        return channelTypes;
    }

    public Number getMinValue() {
        return minValue;
    }

    public Number getMaxValue() {
        return maxValue;
    }

    public Integer getMinLength() {
        return minLength;
    }

    public Integer getMaxLength() {
        return maxLength;
    }

    public List<Command.Choice> getChoices() {
        return choices == null ? new ArrayList<>() : choices;
    }

    public OptionData setName(String name) {
        Localizations.checkName(name);
        this.name = name;
        return this;
    }

    public OptionData setNameLocalization(DiscordLocale locale, String name) {
        nameLocalizations.set(locale, name);
        return this;
    }

    public OptionData setNameLocalizations(Map<DiscordLocale, String> map) {
        nameLocalizations.setAll(map);
        return this;
    }

    public OptionData setDescription(String description) {
        Localizations.checkDescription(description);
        this.description = description;
        return this;
    }

    public OptionData setDescriptionLocalization(DiscordLocale locale, String description) {
        descriptionLocalizations.set(locale, description);
        return this;
    }

    public OptionData setDescriptionLocalizations(Map<DiscordLocale, String> map) {
        descriptionLocalizations.setAll(map);
        return this;
    }

    public OptionData setRequired(boolean required) {
        this.isRequired = required;
        return this;
    }

    public OptionData setAutoComplete(boolean autoComplete) {
        if (autoComplete) {
            if (choices == null || !type.canSupportChoices())
                throw new IllegalStateException("Cannot enable auto-complete for options of type " + type);
            if (!choices.isEmpty()) throw new IllegalStateException("Cannot enable auto-complete for options with choices");
            choices.clear();
        }
        this.isAutoComplete = autoComplete;
        return this;
    }

    public OptionData setChannelTypes(ChannelType... channelTypes) {
        Checks.noneNull(channelTypes, "ChannelTypes");
        return setChannelTypes(Arrays.asList(channelTypes));
    }

    public OptionData setChannelTypes(Collection<ChannelType> channelTypes) {
        if (type != OptionType.CHANNEL) throw new IllegalArgumentException("Can only apply channel type restriction to options of type CHANNEL");
        Checks.noneNull(channelTypes.toArray(), "ChannelType");
        this.channelTypes.clear();
        this.channelTypes.addAll(channelTypes);
        return this;
    }

    public OptionData setMinValue(long value) {
        if (type != OptionType.INTEGER && type != OptionType.NUMBER)
            throw new IllegalArgumentException("Can only set min value for options of type INTEGER or NUMBER");
        this.minValue = value;
        return this;
    }

    public OptionData setMinValue(double value) {
        if (type != OptionType.NUMBER) throw new IllegalArgumentException("Can only set min double value for options of type NUMBER");
        this.minValue = value;
        return this;
    }

    public OptionData setMaxValue(long value) {
        if (type != OptionType.INTEGER && type != OptionType.NUMBER)
            throw new IllegalArgumentException("Can only set max value for options of type INTEGER or NUMBER");
        this.maxValue = value;
        return this;
    }

    public OptionData setMaxValue(double value) {
        if (type != OptionType.NUMBER) throw new IllegalArgumentException("Can only set max double value for options of type NUMBER");
        this.maxValue = value;
        return this;
    }

    public OptionData setRequiredRange(long minValue, long maxValue) {
        if (type != OptionType.INTEGER && type != OptionType.NUMBER)
            throw new IllegalArgumentException("Can only set min and max long value for options of type INTEGER or NUMBER");
        Checks.check(minValue <= maxValue, "minValue must not be larger than maxValue");
        this.minValue = minValue;
        this.maxValue = maxValue;
        return this;
    }

    public OptionData setRequiredRange(double minValue, double maxValue) {
        if (type != OptionType.NUMBER) throw new IllegalArgumentException("Can only set min and max double value for options of type NUMBER");
        Checks.check(minValue <= maxValue, "minValue must not be larger than maxValue");
        this.minValue = minValue;
        this.maxValue = maxValue;
        return this;
    }

    public OptionData setMinLength(int minLength) {
        if (type != OptionType.STRING) throw new IllegalArgumentException("Can only set min length for options of type STRING");
        Checks.check(minLength >= 0 && minLength <= MAX_STRING_OPTION_LENGTH, "minLength must be between 0 and 6000");
        this.minLength = minLength;
        return this;
    }

    public OptionData setMaxLength(int maxLength) {
        if (type != OptionType.STRING) throw new IllegalArgumentException("Can only set max length for options of type STRING");
        Checks.check(maxLength >= 1 && maxLength <= MAX_STRING_OPTION_LENGTH, "maxLength must be between 1 and 6000");
        this.maxLength = maxLength;
        return this;
    }

    public OptionData setRequiredLength(int minLength, int maxLength) {
        if (type != OptionType.STRING) throw new IllegalArgumentException("Can only set min and max length for options of type STRING");
        Checks.check(minLength <= maxLength, "minLength must not be larger than maxLength");
        setMinLength(minLength);
        setMaxLength(maxLength);
        return this;
    }

    public OptionData addChoice(String name, double value) {
        if (type != OptionType.NUMBER) throw new IllegalArgumentException("Cannot add double choice for OptionType." + type);
        return addChoices(new Command.Choice(name, value));
    }

    public OptionData addChoice(String name, long value) {
        if (type != OptionType.INTEGER && type != OptionType.NUMBER) throw new IllegalArgumentException("Cannot add long choice for OptionType." + type);
        return addChoices(new Command.Choice(name, value));
    }

    public OptionData addChoice(String name, String value) {
        if (type != OptionType.STRING) throw new IllegalArgumentException("Cannot add string choice for OptionType." + type);
        return addChoices(new Command.Choice(name, value));
    }

    public OptionData addChoices(Command.Choice... choices) {
        Checks.noneNull(choices, "Choices");
        return addChoices(Arrays.asList(choices));
    }

    public OptionData addChoices(Collection<? extends Command.Choice> choices) {
        Checks.noneNull(choices.toArray(), "Choices");
        if (choices.isEmpty()) return this;
        if (this.choices == null || !type.canSupportChoices()) throw new IllegalStateException("Cannot add choices for an option of type " + type);
        Checks.check(!isAutoComplete, "Cannot add choices to auto-complete options");
        Checks.check(choices.size() + this.choices.size() <= MAX_CHOICES, "Cannot have more than 25 choices for one option!");
        this.choices.addAll(choices);
        return this;
    }

    public Object toJson() {
        Map<String, Object> json = Json.object();
        json.put("type", type.getKey());
        json.put("name", name);
        json.put("name_localizations", nameLocalizations);
        json.put("description", description);
        json.put("description_localizations", descriptionLocalizations);
        json.put("required", isRequired);
        json.put("autocomplete", isAutoComplete);
        if (choices != null && !choices.isEmpty()) {
            List<Object> list = new ArrayList<>();
            for (Command.Choice c : choices) list.add(c.toData(type));
            json.put("choices", list);
        }
        if (type == OptionType.CHANNEL && !channelTypes.isEmpty()) {
            List<Integer> ids = new ArrayList<>();
            for (ChannelType t : channelTypes) ids.add(t.getId());
            json.put("channel_types", ids);
        }
        if (type == OptionType.INTEGER || type == OptionType.NUMBER) {
            if (minValue != null) json.put("min_value", minValue);
            if (maxValue != null) json.put("max_value", maxValue);
        }
        if (type == OptionType.STRING) {
            if (minLength != null) json.put("min_length", minLength);
            if (maxLength != null) json.put("max_length", maxLength);
        }
        return json;
    }
}
