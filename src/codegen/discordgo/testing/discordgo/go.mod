module github.com/bwmarrin/discordgo

go 1.19
